import { badRequest } from './errors';

/**
 * The opaque `cursor` of api.md's bounded lists, for lists ordered by id, newest first: it
 * carries the last id of a page; the next page starts below it.
 */
export function encodeIdCursor(id: number): string {
  return Buffer.from(`id:${id}`).toString('base64url');
}

export function decodeIdCursor(cursor: string, invalidMessage: string): number {
  const match = /^id:(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString());
  const id = match ? Number(match[1]) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw badRequest(invalidMessage, { cursor: invalidMessage });
  return id;
}
