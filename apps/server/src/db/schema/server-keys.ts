import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Keys the server makes once and every instance shares: the VAPID key pair of web push, the
 * secret that signs unsubscribe links. Never sent to a client but the VAPID public key.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<Record<string, string>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
