import type { SharedResult } from '@sehat/core/chat/result-share';
import type { ScreeningCode } from '@sehat/core/screenings/instruments';
import { and, desc, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import {
  chatResultShares,
  conversations,
  screeningResults,
  type ConversationRow,
} from '../../db/schema/index';
import type { Tx } from '../../platform/database/transaction';
import { conversationChanged } from './triage';

export interface ChatResultShares {
  /**
   * Shows the counsellors one of the user's own results of any screening (sharing it again
   * moves it up); a risk item answered adds a risk signal; every inbox hears of it. Undefined
   * when `resultId` is not a result of that screening of the conversation's user.
   */
  share(
    conversation: ConversationRow,
    code: ScreeningCode,
    resultId: number,
  ): Promise<SharedResult | undefined>;
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

// One row per share, with its result's summary (SRQ-29's parts or PHQ-9's and GAD-7's).
const summary = {
  code: chatResultShares.code,
  hasil: screeningResults.hasil,
  severity: screeningResults.severity,
  score: screeningResults.score,
  band: screeningResults.band,
  crisis: screeningResults.crisis,
  testedAt: screeningResults.createdAt,
  sharedAt: chatResultShares.sharedAt,
};

interface SummaryRow {
  code: ScreeningCode;
  hasil: string | null;
  severity: string | null;
  score: number;
  band: NonNullable<SharedResult['band']> | null;
  crisis: boolean;
  testedAt: Date;
  sharedAt: Date;
}

const present = ({ hasil, severity, score, band, ...row }: SummaryRow): SharedResult => ({
  code: row.code,
  ...(row.code === 'srq29' ? { hasil: hasil!, severity: severity! } : { score, band: band! }),
  crisis: row.crisis,
  testedAt: row.testedAt.toISOString(),
  sharedAt: row.sharedAt.toISOString(),
});

/** Screening results users chose to show the counsellors (docs/decisions/0078, ADR 210). */
export default fp(
  async (app) => {
    const { db } = app;
    const summaries = (tx: Tx | typeof db = db) =>
      tx
        .select(summary)
        .from(chatResultShares)
        .innerJoin(screeningResults, eq(screeningResults.id, chatResultShares.resultId));

    // Read from the database, never from the client: only the result's owner shares it.
    const ownResult = async (tx: Tx, userId: number, code: ScreeningCode, resultId: number) => {
      const r = screeningResults;
      const [row] = await tx
        .select({ id: r.id, crisis: r.crisis })
        .from(r)
        .where(and(eq(r.id, resultId), eq(r.userId, userId), eq(r.code, code)));
      return row;
    };

    const shares: ChatResultShares = {
      share: (conversation, code, resultId) =>
        db.transaction(async (tx) => {
          const result = await ownResult(tx, conversation.userId, code, resultId);
          if (!result) return undefined;
          const [row] = await tx
            .insert(chatResultShares)
            .values({ conversationId: conversation.id, code, resultId: result.id })
            .onConflictDoUpdate({
              target: [chatResultShares.conversationId, chatResultShares.resultId],
              set: { sharedAt: sql`now()` },
            })
            .returning({ id: chatResultShares.id });
          if (result.crisis) await app.chatRiskSignals.add(tx, conversation, { source: code, crisis: true });
          await app.liveEvents.append(tx, conversationChanged(conversation));
          await app.chatQueue.settle(tx, conversation.id, { handOut: true });
          const [shared] = await summaries(tx).where(eq(chatResultShares.id, row!.id));
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
  { name: 'chat-result-shares', dependencies: ['db', 'live-events', 'chat-queue', 'chat-risk-signals'] },
);
