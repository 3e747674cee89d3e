import type { SharedResult } from '@sehat/core/chat/result-share';
import { and, desc, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import {
  chatResultShares,
  conversations,
  selftestSubmissions,
  type ConversationRow,
} from '../../db/schema/index';
import { conversationChanged } from './triage';

export interface ChatResultShares {
  /**
   * Shows the counsellors one of the user's own results (sharing it again moves it up); every
   * inbox hears of it. Undefined when `resultId` is not a result of the conversation's user.
   */
  share(conversation: ConversationRow, resultId: number): Promise<SharedResult | undefined>;
  /** The result shared last in the conversation, else null. */
  latest(conversationId: number): Promise<SharedResult | null>;
  /** Every share of the user's conversation, oldest first (the data export). */
  listForUser(userId: number): Promise<SharedResult[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatResultShares: ChatResultShares;
  }
}

const summary = {
  hasil: selftestSubmissions.hasil,
  severity: selftestSubmissions.severity,
  crisis: selftestSubmissions.crisis,
  testedAt: selftestSubmissions.createdAt,
  sharedAt: chatResultShares.sharedAt,
};

const present = (row: {
  hasil: string;
  severity: string;
  crisis: boolean;
  testedAt: Date;
  sharedAt: Date;
}): SharedResult => ({
  ...row,
  testedAt: row.testedAt.toISOString(),
  sharedAt: row.sharedAt.toISOString(),
});

/** Self-test results users chose to show the counsellors (docs/decisions/0078). */
export default fp(
  async (app) => {
    const { db } = app;
    const summaries = () =>
      db
        .select(summary)
        .from(chatResultShares)
        .innerJoin(selftestSubmissions, eq(selftestSubmissions.id, chatResultShares.submissionId));

    const shares: ChatResultShares = {
      share: (conversation, resultId) =>
        db.transaction(async (tx) => {
          // Read from the database, never from the client: only the result's owner shares it.
          const [result] = await tx
            .select({ id: selftestSubmissions.id })
            .from(selftestSubmissions)
            .where(
              and(eq(selftestSubmissions.id, resultId), eq(selftestSubmissions.userId, conversation.userId)),
            );
          if (!result) return undefined;
          const [row] = await tx
            .insert(chatResultShares)
            .values({ conversationId: conversation.id, submissionId: result.id })
            .onConflictDoUpdate({
              target: [chatResultShares.conversationId, chatResultShares.submissionId],
              set: { sharedAt: sql`now()` },
            })
            .returning({ id: chatResultShares.id });
          await app.chatEvents.append(tx, conversationChanged(conversation));
          await app.chatQueue.settle(tx, conversation.id, { handOut: true });
          const [shared] = await tx
            .select(summary)
            .from(chatResultShares)
            .innerJoin(selftestSubmissions, eq(selftestSubmissions.id, chatResultShares.submissionId))
            .where(eq(chatResultShares.id, row!.id));
          return present(shared!);
        }),
      async latest(conversationId) {
        const [row] = await summaries()
          .where(eq(chatResultShares.conversationId, conversationId))
          .orderBy(desc(chatResultShares.sharedAt), desc(chatResultShares.id))
          .limit(1);
        return row ? present(row) : null;
      },
      async listForUser(userId) {
        const rows = await summaries()
          .innerJoin(conversations, eq(conversations.id, chatResultShares.conversationId))
          .where(eq(conversations.userId, userId))
          .orderBy(chatResultShares.sharedAt, chatResultShares.id);
        return rows.map(present);
      },
    };
    app.decorate('chatResultShares', shares);
  },
  { name: 'chat-result-shares', dependencies: ['db', 'chat-events', 'chat-queue'] },
);
