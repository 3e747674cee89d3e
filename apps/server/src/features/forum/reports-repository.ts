import type { ModerationKind } from '@sehat/core/forum/moderation-contract';
import type { ReportBody } from '@sehat/core/forum/report-schemas';
import { hidingWeight } from '@sehat/core/forum/standing';
import type { Role } from '@sehat/core/user/limits';
import { and, eq, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import {
  forumQuestions,
  forumReports,
  forumResponses,
  users,
  type ForumReportRow,
} from '../../db/schema/index';
import { isModerator } from './policy';

export interface ReportOutcome {
  report: ForumReportRow;
  /** False when this user had reported the item already (it counts once). */
  created: boolean;
}

export interface ForumReportsRepository {
  /**
   * Records a report of an item, once per reporter, weighing `reporter.weight` half reports
   * (their standing, ADR 184). When the open reports weigh as much as `hideAfter` established
   * reporters, the item is hidden until an admin decides, unless its author is an admin or an
   * admin kept it as it now reads: those reports wait in the queue. A `bahaya` report marks it
   * at risk. Undefined when it is gone.
   */
  report(
    kind: ModerationKind,
    itemId: number,
    reporter: { id: number; weight: number },
    body: ReportBody,
    hideAfter: number,
  ): Promise<ReportOutcome | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    forumReportsRepository: ForumReportsRepository;
  }
}

const tables = { question: forumQuestions, response: forumResponses } as const;

/**
 * Reports alone never hide a moderator's post, nor one a moderator kept as it reads now: a wave of
 * accounts cannot hide it again after the keep. An edit after the keep lifts that.
 */
function mayHideByReports(item: { authorRole: Role; reviewedAt: Date | null; updatedAt: Date }): boolean {
  if (isModerator({ role: item.authorRole })) return false;
  return item.reviewedAt === null || item.updatedAt > item.reviewedAt;
}
const reportColumn = { question: forumReports.questionId, response: forumReports.responseId } as const;

export default fp(
  async (app) => {
    const repository: ForumReportsRepository = {
      async report(kind, itemId, reporter, body, hideAfter) {
        const item = tables[kind];
        const target = reportColumn[kind];
        const reporterId = reporter.id;
        return app.db.transaction(async (tx) => {
          // The item's row lock orders concurrent reports, so the weight that hides it is exact.
          const [locked] = await tx
            .select({
              authorRole: users.role,
              reviewedAt: item.reviewedAt,
              updatedAt: item.updatedAt,
            })
            .from(item)
            .innerJoin(users, eq(users.id, item.userId))
            .where(eq(item.id, itemId))
            .for('update', { of: item });
          if (!locked) return undefined;
          const [inserted] = await tx
            .insert(forumReports)
            .values({
              questionId: kind === 'question' ? itemId : null,
              responseId: kind === 'response' ? itemId : null,
              reporterId,
              reason: body.reason,
              note: body.note ?? null,
              weight: reporter.weight,
            })
            .onConflictDoNothing()
            .returning();
          if (!inserted) {
            const [earlier] = await tx
              .select()
              .from(forumReports)
              .where(and(eq(target, itemId), eq(forumReports.reporterId, reporterId)));
            return { report: earlier!, created: false };
          }
          // Someone fears for the author: treated as crisis language, first in the queue (ADR 118).
          if (body.reason === 'bahaya') {
            await tx.update(item).set({ risk: true }).where(eq(item.id, itemId));
          }
          const [open] = await tx
            .select({ weight: sql<number>`coalesce(sum(${forumReports.weight}), 0)::int` })
            .from(forumReports)
            .where(and(eq(target, itemId), isNull(forumReports.resolvedAt)));
          if ((open?.weight ?? 0) >= hidingWeight(hideAfter) && mayHideByReports(locked)) {
            await tx
              .update(item)
              .set({ hiddenAt: sql`now()` })
              .where(and(eq(item.id, itemId), isNull(item.hiddenAt)));
          }
          return { report: inserted, created: true };
        });
      },
    };
    app.decorate('forumReportsRepository', repository);
  },
  { name: 'forum-reports-repository', dependencies: ['db'] },
);
