import { customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Files kept in the database (FILE_STORAGE=database, ADR 186), under the same relative paths
 * `uploads.path` and `users.photo_path` name. `size` is null while the file is being written:
 * such a file is never served, and the move from the folder writes it in one transaction.
 */
export const storedFiles = pgTable('stored_files', {
  path: text('path').primaryKey(),
  size: integer('size'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A stored file's bytes in pieces of at most 256 KiB, read back one at a time. */
export const fileChunks = pgTable(
  'file_chunks',
  {
    path: text('path')
      .notNull()
      .references(() => storedFiles.path, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.path, t.seq] })],
);
