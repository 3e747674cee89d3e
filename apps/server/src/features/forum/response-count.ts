import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { forumQuestions, forumResponses } from '../../db/schema/index';
import { visibleTo, type ViewerInSql } from './visibility';

const q = forumQuestions;

/**
 * A question's response count as `viewer` sees it, from the counters the database keeps
 * (ADR 71): all responses for admins, the ones nobody hid for visitors, and for members also
 * their own hidden ones (a partial index holds only hidden responses).
 */
export function responseCountFor(viewer: ViewerInSql): SQL<number> {
  const r = forumResponses;
  // Most members have no hidden response at all: the uncorrelated exists is evaluated once per
  // query, so their page skips the per-question probe.
  const ownHidden = (userId: number | Placeholder) =>
    sql`case when exists (select 1 from ${r} where ${r.userId} = ${userId} and ${r.hiddenAt} is not null)
      then (select count(*) from ${r} where ${r.questionId} = ${q.id} and ${r.userId} = ${userId} and ${r.hiddenAt} is not null)::int
      else 0 end`;
  if (viewer.admin) return sql<number>`${q.responseCount}`;
  if (viewer.id === null) return sql<number>`${q.visibleResponseCount}`;
  return sql<number>`${q.visibleResponseCount} + ${ownHidden(viewer.id)}`;
}

/**
 * The same count of question `questionId` as a value inside another statement: null when the
 * question is hidden from the viewer or gone. Its page of responses reads it in the same
 * statement (one round trip, which matters most on PGlite's single connection).
 */
export function questionResponseTotal(
  viewer: ViewerInSql,
  questionId: SQL | Placeholder,
): SQL<number | null> {
  return sql<number | null>`(select ${responseCountFor(viewer)} from ${q} where ${and(
    eq(q.id, questionId),
    visibleTo(q, viewer),
  )})`;
}
