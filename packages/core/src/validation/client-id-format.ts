/**
 * A client id, the device's own id for one send that makes it idempotent (chat messages, queued
 * submissions, worksheets). Kept apart from the schema's field so that the screens that make ids
 * load no zod (ADR 102).
 */

/** What the server accepts as a client id (a UUID fits; ids of older app versions too). */
export const clientIdPattern = /^[A-Za-z0-9_-]{8,64}$/;

/** The random bytes in a client id: 80 bits, so ids made in one millisecond never meet. */
export const CLIENT_ID_RANDOM_BYTES = 10;

const hex = (value: number, digits: number) => value.toString(16).padStart(digits, '0');

/**
 * A client id for one send made at `at` (epoch ms): the time as 12 hex digits, then `random`
 * (`CLIENT_ID_RANDOM_BYTES` from the platform's CSPRNG) as 20. Ids made later sort after those
 * made before, so each is stored at the end of the unique index that holds them, not on a random
 * page of it (ADR 259).
 */
export function clientIdAt(at: number, random: Uint8Array): string {
  if (random.length !== CLIENT_ID_RANDOM_BYTES)
    throw new RangeError(`Need ${CLIENT_ID_RANDOM_BYTES} random bytes`);
  return hex(at, 12) + Array.from(random, (byte) => hex(byte, 2)).join('');
}
