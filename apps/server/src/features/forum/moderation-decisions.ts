import type { ModerationAction, ModerationKind } from '@sehat/core/forum/moderation-contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { forumQuestions, forumReports, forumResponses } from '../../db/schema/index';
import type { Tx } from '../../platform/database/transaction';
import { recordModeration } from './moderation-record';
import type { Actor } from './policy';

export interface ModerationDecisions {
  /**
   * Carries out an admin's decision on an item and logs it in the same transaction: keep
   * (shown again, its reports closed), hide (hidden from all but author and admins, reports
   * closed) or delete. False when the item is gone.
   */
  decide(kind: ModerationKind, id: number, action: ModerationAction, admin: Actor): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    moderationDecisions: ModerationDecisions;
  }
}

/** Locks the item; its author, question (and title) and hidden time, or undefined when it is gone. */
async function lockItem(tx: Tx, kind: ModerationKind, id: number) {
  const [row] =
    kind === 'question'
      ? await tx
          .select({
            authorId: forumQuestions.userId,
            questionId: forumQuestions.id,
            title: forumQuestions.title,
            hiddenAt: forumQuestions.hiddenAt,
          })
          .from(forumQuestions)
          .where(eq(forumQuestions.id, id))
          .for('update')
      : await tx
          .select({
            authorId: forumResponses.userId,
            questionId: forumResponses.questionId,
            title: forumQuestions.title,
            hiddenAt: forumResponses.hiddenAt,
          })
          .from(forumResponses)
          .innerJoin(forumQuestions, eq(forumQuestions.id, forumResponses.questionId))
          .where(eq(forumResponses.id, id))
          .for('update', { of: forumResponses });
  return row;
}

async function applyDecision(tx: Tx, kind: ModerationKind, id: number, action: ModerationAction) {
  const table = kind === 'question' ? forumQuestions : forumResponses;
  if (action === 'delete') {
    await tx.delete(table).where(eq(table.id, id));
    return;
  }
  await tx
    .update(table)
    .set({
      hiddenAt: action === 'hide' ? sql`coalesce(${table.hiddenAt}, now())` : null,
      reviewedAt: sql`now()`,
    })
    .where(eq(table.id, id));
  const reportColumn = kind === 'question' ? forumReports.questionId : forumReports.responseId;
  await tx
    .update(forumReports)
    .set({ resolvedAt: sql`now()` })
    .where(and(eq(reportColumn, id), isNull(forumReports.resolvedAt)));
}

export default fp(
  async (app) => {
    const decisions: ModerationDecisions = {
      async decide(kind, id, action, admin) {
        return app.db.transaction(async (tx) => {
          const item = await lockItem(tx, kind, id);
          if (!item) return false;
          await applyDecision(tx, kind, id, action);
          // Only the first hide tells the author; showing an item again tells nobody.
          const tellAuthor = action === 'delete' || (action === 'hide' && item.hiddenAt === null);
          await recordModeration(app, tx, { kind, id, ...item }, action, admin, { tellAuthor });
          return true;
        });
      },
    };
    app.decorate('moderationDecisions', decisions);
  },
  { name: 'moderation-decisions', dependencies: ['db', 'notifier'] },
);
