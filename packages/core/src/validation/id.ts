import { z } from 'zod';
import { commonMessages } from '../messages';

/** Ids are PostgreSQL `integer`s from 1 up: anything else cannot exist and must not reach the database. */
export const idMax = 2_147_483_647;

// Plain decimal digits without a leading zero: no sign, space, exponent, hex or fraction.
const idPattern = /^[1-9][0-9]{0,9}$/;

/** The id a URL segment, query value or cursor spells, or null when it spells none. */
export function parseId(text: string): number | null {
  if (!idPattern.test(text)) return null;
  const id = Number(text);
  return id <= idMax ? id : null;
}

/** Whether a number (e.g. from JSON) is a possible id. */
export function isId(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= idMax;
}

/** An id in a path or query parameter; a malformed one is refused with `message`. */
export function idParam(message: string = commonMessages.invalidInput) {
  return z
    .string({ error: message })
    .regex(idPattern, { error: message })
    .transform(Number)
    .pipe(z.number().max(idMax, { error: message }));
}

/** `{ id }` path parameters. */
export function idParams(message: string = commonMessages.invalidInput) {
  return z.object({ id: idParam(message) });
}

/** An id in a JSON body: a number, never a numeric string. */
export function idNumber(message: string = commonMessages.invalidInput) {
  return z.number({ error: message }).refine(isId, { error: message });
}
