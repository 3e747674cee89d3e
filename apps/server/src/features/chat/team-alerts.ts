import type { RiskDecision } from '@sehat/core/risk/risk-items';
import type { RiskSource } from '@sehat/core/risk/signals';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { conversations, messages } from '../../db/schema/index';
import type { Tx } from '../../platform/database/transaction';
import { presentMessage } from './presenter';
import { conversationChanged } from './triage';

export interface TeamNotice {
  /** The user the counsellor team must hear about. */
  userId: number;
  /** Makes the alert once only: the same key again adds nothing. */
  key: string;
  /** What the team (and the user) read in the conversation. */
  text: string;
}

export interface TeamAlert extends TeamNotice {
  /** The risk signal it adds (core's risk model decided it). */
  source: RiskSource;
  risk: RiskDecision;
}

export interface ChatTeamAlerts {
  /**
   * Inside the caller's transaction: puts an automatic message in the user's conversation
   * (opened if need be, reopened if resolved), marked as crisis, and adds a risk signal, so the
   * conversation heads every inbox at risk until a counsellor marks it handled (ADR 170, 210).
   */
  raise(tx: Tx, alert: TeamAlert): Promise<void>;
  /**
   * The same automatic message without crisis or risk signal: the person asked for something
   * the team should see (guidance in a programme, ADR 234), so the conversation waits for a reply.
   */
  notify(tx: Tx, notice: TeamNotice): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatTeamAlerts: ChatTeamAlerts;
  }
}

export default fp(
  async (app) => {
    const conversationOf = async (tx: Tx, userId: number) => {
      await tx.insert(conversations).values({ userId }).onConflictDoNothing({ target: conversations.userId });
      const [row] = await tx
        .select()
        .from(conversations)
        .where(eq(conversations.userId, userId))
        .for('update');
      return row!;
    };

    /** Writes the automatic message once; the conversation it went to, or null when the key was used. */
    const post = async (tx: Tx, { userId, key, text }: TeamNotice, crisis: boolean) => {
      const conversation = await conversationOf(tx, userId);
      const [row] = await tx
        .insert(messages)
        .values({
          conversationId: conversation.id,
          senderId: userId,
          senderRole: 'user',
          clientId: key,
          type: 'text',
          body: text,
          crisis,
          automatic: true,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
      await tx
        .update(conversations)
        .set({ lastMessageAt: row.createdAt, status: 'open' })
        .where(eq(conversations.id, conversation.id));
      return { conversation, row };
    };

    /** After the message (and any risk signal): the queue, the message's event, a reopening. */
    const announce = async (tx: Tx, posted: NonNullable<Awaited<ReturnType<typeof post>>>) => {
      const { conversation, row } = posted;
      await app.chatQueue.settle(tx, conversation.id, { handOut: true });
      await app.liveEvents.append(tx, {
        conversationId: conversation.id,
        userId: conversation.userId,
        type: 'message',
        data: { message: presentMessage({ ...row, file: null }) },
      });
      if (conversation.status === 'resolved') {
        await app.liveEvents.append(tx, conversationChanged({ ...conversation, status: 'open' }));
      }
    };

    app.decorate('chatTeamAlerts', {
      async raise(tx, alert) {
        const posted = await post(tx, alert, true);
        if (!posted) return;
        await app.chatRiskSignals.add(tx, posted.conversation, {
          source: alert.source,
          crisis: alert.risk.crisis,
        });
        await announce(tx, posted);
      },
      async notify(tx, notice) {
        const posted = await post(tx, notice, false);
        if (posted) await announce(tx, posted);
      },
    } satisfies ChatTeamAlerts);
  },
  { name: 'chat-team-alerts', dependencies: ['db', 'live-events', 'chat-queue', 'chat-risk-signals'] },
);
