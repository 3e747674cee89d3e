import type { RiskSource } from '@sehat/core/risk/signals';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { conversations } from './chat';

/**
 * Risk signals on a person's conversation (api.md "One risk model", ADR 210): each shared
 * result with a risk item answered, check-in answered berat/bahaya, or chat message with crisis
 * language adds one. The conversation is risky while its newest signal is newer than the one a
 * counsellor marked handled (`conversations.risk_signal_id` against `risk_handled_signal_id`).
 */
export const chatRiskSignals = pgTable(
  'chat_risk_signals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    source: text('source').$type<RiskSource>().notNull(),
    crisis: boolean('crisis').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_risk_signals_conversation_id_idx').on(t.conversationId, t.id),
    check(
      'chat_risk_signals_source_check',
      sql`${t.source} in ('srq29', 'phq9', 'gad7', 'checkin', 'chat', 'forum', 'selfhelp')`,
    ),
  ],
);

export type RiskSignalRow = typeof chatRiskSignals.$inferSelect;
