import type { ModerationKind } from '@sehat/core/forum/moderation-contract';
import type { ReportBody } from '@sehat/core/forum/report-schemas';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { forumQuestions, forumReports, forumResponses, type ForumReportRow } from '../../db/schema/index';

export interface ReportOutcome {
  report: ForumReportRow;
  /** False when this user had reported the item already (it counts once). */
  created: boolean;
}

export interface ForumReportsRepository {
  /**
   * Records `reporterId`'s report of an item, once per reporter. When the item's open reports
   * reach `hideAfter` it is hidden until an admin decides; a `bahaya` report marks it at risk.
   * Undefined when the item is gone.
   */
  report(
    kind: ModerationKind,
    itemId: number,
    reporterId: number,
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
const reportColumn = { question: forumReports.questionId, response: forumReports.responseId } as const;

export default fp(
  async (app) => {
    const repository: ForumReportsRepository = {
      async report(kind, itemId, reporterId, body, hideAfter) {
        const item = tables[kind];
        const target = reportColumn[kind];
        return app.db.transaction(async (tx) => {
          // The item's row lock orders concurrent reports, so the count that hides it is exact.
          const [locked] = await tx
            .select({ id: item.id })
            .from(item)
            .where(eq(item.id, itemId))
            .for('update');
          if (!locked) return undefined;
          const [inserted] = await tx
            .insert(forumReports)
            .values({
              questionId: kind === 'question' ? itemId : null,
              responseId: kind === 'response' ? itemId : null,
              reporterId,
              reason: body.reason,
              note: body.note ?? null,
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
            .select({ n: count() })
            .from(forumReports)
            .where(and(eq(target, itemId), isNull(forumReports.resolvedAt)));
          if ((open?.n ?? 0) >= hideAfter) {
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
