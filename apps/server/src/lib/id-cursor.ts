import { commonMessages } from '@sehat/core/messages';
import { badRequest } from './errors';

/** An opaque list cursor for "items older than this id". */
export function encodeIdCursor(id: number): string {
  return Buffer.from(`id:${id}`).toString('base64url');
}

/** The id inside a cursor from `encodeIdCursor`; anything else is a 400. */
export function decodeIdCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  const match = /^id:(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString());
  const id = match ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0)
    throw badRequest(commonMessages.invalidInput, { cursor: commonMessages.invalidInput });
  return id;
}
