import { eq, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ForumViewer } from './viewer';

/** The viewer as a statement holds them: their id a value, or a placeholder bound per request. */
export interface ViewerInSql {
  id: number | Placeholder | null;
  admin: boolean;
}

/** The placeholder a prepared statement holds for the viewer's id (-1 for a visitor). */
export const viewerIdParam = sql.placeholder('viewerId');
export const viewerIdValue = (viewer: ForumViewer) => viewer.id ?? -1;

/** The viewer with their id left to bind: one statement serves every member (ADR 95). */
export const viewerInSql = (viewer: ForumViewer): ViewerInSql => ({
  id: viewer.id === null ? null : viewerIdParam,
  admin: viewer.admin,
});

/** What of the viewer changes a statement's text. */
export const viewerShape = (viewer: ForumViewer) =>
  viewer.admin ? 'admin' : viewer.id === null ? 'visitor' : 'member';

/**
 * A hidden item (by an admin, or by enough reports) is seen only by its author and admins;
 * undefined when the viewer sees everything.
 */
export function visibleTo(
  item: { hiddenAt: PgColumn; userId: PgColumn },
  viewer: ViewerInSql,
): SQL | undefined {
  if (viewer.admin) return undefined;
  const own = viewer.id === null ? undefined : eq(item.userId, viewer.id);
  return or(isNull(item.hiddenAt), own);
}
