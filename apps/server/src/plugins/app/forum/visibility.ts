import { eq, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ForumViewer } from '../../../policies/forum-viewer';

/**
 * A hidden item (by an admin, or by enough reports) is seen only by its author and admins;
 * undefined when the viewer sees everything.
 */
export function visibleTo(
  item: { hiddenAt: PgColumn; userId: PgColumn },
  viewer: ForumViewer,
): SQL | undefined {
  if (viewer.admin) return undefined;
  const own = viewer.id === null ? undefined : eq(item.userId, viewer.id);
  return or(isNull(item.hiddenAt), own);
}
