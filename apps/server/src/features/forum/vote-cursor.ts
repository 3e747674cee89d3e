import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { integerMax, isId } from '@sehat/core/validation/id-value';
import {
  afterCursor,
  invalidCursor,
  isCursorTime,
  readCursorJson,
  type Cursor,
} from '../../platform/cursors/cursor';

/** Where a page in vote order ends: the last row's counted votes, then its (created_at, id). */
export interface VoteCursor extends Cursor {
  votes: number;
}

/** Opaque to clients: base64url of JSON, tagged so a time-order cursor is never read as one. */
export function encodeVoteCursor(cursor: VoteCursor): string {
  return Buffer.from(JSON.stringify(['v', cursor.votes, cursor.at, cursor.id])).toString('base64url');
}

/** The vote cursor a client sent back, or null for the first page; 400 when it is not one we issued. */
export function decodeVoteCursor(value: string | undefined): VoteCursor | null {
  if (!value) return null;
  const parsed = readCursorJson(value);
  if (!Array.isArray(parsed) || parsed.length !== 4) throw invalidCursor();
  const [tag, votes, at, id] = parsed as unknown[];
  // The count is compared with an integer column: past its range PostgreSQL refuses the statement.
  const countOk = typeof votes === 'number' && Number.isInteger(votes) && votes >= 0 && votes <= integerMax;
  if (tag !== 'v' || !countOk || !isCursorTime(at) || !isId(id)) throw invalidCursor();
  return { votes, at, id };
}

/** Rows after the cursor in (votes desc, created_at asc, id asc) order. */
export function afterVoteCursor(votes: SQL, createdAt: AnyColumn, id: AnyColumn, cursor: VoteCursor): SQL {
  return sql`(${votes} < ${cursor.votes} or (${votes} = ${cursor.votes} and ${afterCursor(createdAt, id, cursor, false)}))`;
}

/** The cursor after the last row of a page, or null when nothing follows. */
export function nextVoteCursorAfter(
  rows: { rank: number; cursorAt: string; id: number }[],
  hasMore: boolean,
): string | null {
  const last = rows.at(-1);
  return hasMore && last ? encodeVoteCursor({ votes: last.rank, at: last.cursorAt, id: last.id }) : null;
}
