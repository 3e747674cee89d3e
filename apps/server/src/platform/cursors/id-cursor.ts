import { parseId } from '@sehat/core/validation/id-value';
import { badRequest } from '../http/errors';

/**
 * Opaque cursors for lists ordered by id (newest first): the last id of a page, encoded so
 * clients treat it as a token rather than a number to edit.
 */
export function encodeIdCursor(id: number): string {
  return Buffer.from(`id:${id}`).toString('base64url');
}

/** The id inside a cursor; a cursor we did not issue is a 400 with `message`. */
export function decodeIdCursor(cursor: string, message: string): number {
  const decoded = Buffer.from(cursor, 'base64url').toString('utf8');
  const id = decoded.startsWith('id:') ? parseId(decoded.slice(3)) : null;
  if (id === null) throw badRequest(message, { cursor: message });
  return id;
}

/** Splits a `limit + 1` result into the page and the cursor of the next one. */
export function pageOf<T extends { id: number }>(
  rows: T[],
  limit: number,
): { page: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { page, nextCursor: rows.length > limit && last ? encodeIdCursor(last.id) : null };
}
