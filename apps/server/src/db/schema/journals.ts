import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { journalCategories } from '@sehat/core/education/limits';

/** Education articles ("jurnal"): a title, its source link and a short quote, per category. */
export const journals = pgTable(
  'journals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kategori: text('kategori', { enum: journalCategories }).notNull(),
    judul: text('judul').notNull(),
    sumber: text('sumber').notNull(),
    kutipan: text('kutipan').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Lists are newest first, optionally within one category.
    index('journals_kategori_id_idx').on(t.kategori, t.id),
    check(
      'journals_kategori_check',
      sql`${t.kategori} in ('neurosis', 'psikotik', 'ptsd', 'depresi', 'anxiety')`,
    ),
  ],
);

export type JournalRow = typeof journals.$inferSelect;
