import { sql, type SQL, type AnyColumn } from 'drizzle-orm';
import { forumMessages } from '@sehat/core/forum/messages';
import { isId } from '@sehat/core/validation/id-value';
import { badRequest } from '../http/errors';

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

/**
 * A creation time as cursorTime writes it, and a real calendar time that PostgreSQL takes (it
 * reaches a timestamptz cast): JavaScript knows a year 0000, PostgreSQL's calendar starts at 1.
 */
export function isCursorTime(at: unknown): at is string {
  if (typeof at !== 'string') return false;
  const millis = timePattern.exec(at)?.[1];
  return (
    millis !== undefined &&
    !millis.startsWith('0000') &&
    !Number.isNaN(Date.parse(`${millis}Z`)) &&
    new Date(`${millis}Z`).toISOString() === `${millis}Z`
  );
}

function isCursor(value: unknown): value is [string, number] {
  return Array.isArray(value) && value.length === 2 && isCursorTime(value[0]) && isId(value[1]);
}

/** What a client sent back, decoded but not yet checked; null when it is not even JSON. */
export function readCursorJson(value: string): unknown {
  try {
    return JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

export const invalidCursor = () =>
  badRequest(forumMessages.invalidCursor, { cursor: forumMessages.invalidCursor });

/** The cursor a client sent back, or null for the first page; 400 when it was tampered with. */
export function decodeCursor(value: string | undefined): Cursor | null {
  if (!value) return null;
  const parsed = readCursorJson(value);
  if (!isCursor(parsed)) throw invalidCursor();
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
