import { sql, type SQL, type AnyColumn } from 'drizzle-orm';
import { forumMessages } from '@sehat/core/forum/messages';
import { isId } from '@sehat/core/validation/id';
import { badRequest } from './errors';

/** Where a keyset page ends: the last row's creation time (to the microsecond) and id. */
export interface Cursor {
  at: string;
  id: number;
}

/** A row's creation time as exact UTC text, e.g. 2026-03-10T12:00:00.123456Z. */
export const cursorTime = (column: AnyColumn): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const timePattern = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3})\d{3}Z$/;

/** Opaque to clients: base64url of JSON. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

function isCursor(value: unknown): value is [string, number] {
  if (!Array.isArray(value) || value.length !== 2) return false;
  const [at, id] = value as unknown[];
  if (typeof at !== 'string' || !isId(id)) return false;
  // Only a real calendar time reaches the database's timestamptz cast.
  const millis = timePattern.exec(at)?.[1];
  return (
    millis !== undefined &&
    !Number.isNaN(Date.parse(`${millis}Z`)) &&
    new Date(`${millis}Z`).toISOString() === `${millis}Z`
  );
}

/** The cursor a client sent back, or null for the first page; 400 when it was tampered with. */
export function decodeCursor(value: string | undefined): Cursor | null {
  if (!value) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (!isCursor(parsed)) {
    throw badRequest(forumMessages.invalidCursor, { cursor: forumMessages.invalidCursor });
  }
  return { at: parsed[0], id: parsed[1] };
}

/** Rows strictly after the cursor in (created_at, id) order, ascending or descending. */
export function afterCursor(createdAt: AnyColumn, id: AnyColumn, cursor: Cursor, descending: boolean): SQL {
  const at = sql`${cursor.at}::timestamptz`;
  return descending
    ? sql`(${createdAt}, ${id}) < (${at}, ${cursor.id})`
    : sql`(${createdAt}, ${id}) > (${at}, ${cursor.id})`;
}

/** The cursor after the last row of a page, or null when nothing follows. */
export function nextCursorAfter(rows: { cursorAt: string; id: number }[], hasMore: boolean): string | null {
  const last = rows.at(-1);
  return hasMore && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null;
}
