import { badRequest } from '../http/errors';

/**
 * Opaque cursors for lists whose order changes while they are read (the chat inbox, the
 * moderation queue): the number of rows already shown.
 */
export function encodeOffsetCursor(offset: number): string {
  return Buffer.from(`o:${offset}`).toString('base64url');
}

/** The offset inside a cursor (0 without one); a cursor we did not issue is a 400 with `message`. */
export function decodeOffsetCursor(cursor: string | undefined, message: string): number {
  if (!cursor) return 0;
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw badRequest(message, { cursor: message });
  return Number(match[1]);
}
