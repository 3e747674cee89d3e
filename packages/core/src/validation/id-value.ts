/**
 * The id rules as plain functions, without zod: a page that only reads an id from its URL
 * checks it without loading the schema library (ADR 102). The schemas in `./id` build on these.
 */

/**
 * The largest PostgreSQL `integer`: a bigger number compared with such a column fails the
 * statement. Ids are such integers from 1 up: anything else cannot exist and must not reach
 * the database.
 */
export const integerMax = 2_147_483_647;

/** Plain decimal digits without a leading zero: no sign, space, exponent, hex or fraction. */
export const idPattern = /^[1-9][0-9]{0,9}$/;

/** The id a URL segment, query value or cursor spells, or null when it spells none. */
export function parseId(text: string): number | null {
  if (!idPattern.test(text)) return null;
  const id = Number(text);
  return id <= integerMax ? id : null;
}

/** Whether a number (e.g. from JSON) is a possible id. */
export function isId(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= integerMax;
}
