import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const accountTokenPurposes = ['password_reset', 'email_verification'] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

/**
 * Single-use links sent by mail or handed over by an admin (ADR 130). Only the SHA-256 of a
 * token is kept: a copy of the table opens no account. A verification token is bound to the
 * address it was sent to.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: accountTokenPurposes }).notNull(),
    tokenHash: text('token_hash').notNull(),
    email: text('email'),
    /**
     * The admin who made a reset link by hand (ADR 211): it dies with them (deleted: cascade;
     * no longer admin: `consume` refuses it). Null for links the system mailed.
     */
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_tokens_token_hash_key').on(t.tokenHash),
    index('account_tokens_user_id_idx').on(t.userId, t.purpose),
    index('account_tokens_expires_at_idx').on(t.expiresAt),
    index('account_tokens_issued_by_idx').on(t.issuedBy),
    check('account_tokens_purpose_check', sql`${t.purpose} in ('password_reset', 'email_verification')`),
  ],
);
