import { z } from 'zod';
import { commonMessages } from '../messages';

// NUL, which PostgreSQL cannot store in text, and UTF-16 surrogates that are not part of a
// pair (with the u flag only those match), which are no text at all and would be stored
// silently replaced.
// eslint-disable-next-line no-control-regex
const unstorable = /[\u0000\uD800-\uDFFF]/u;

/** Whether the database can store `value` exactly as it is. */
export function isStorableText(value: string): boolean {
  return !unstorable.test(value);
}

interface TextMessages {
  /** When the field is missing; without it, a missing field reads as invalid input. */
  required?: string;
  /** When the field is not a string. */
  wrongType?: string;
  /** When the text holds characters that cannot be stored. */
  invalid?: string;
}

/**
 * The one rule every text field of a request follows: a string the database can store as
 * sent. Further checks (trim, lengths, formats) chain onto it.
 */
export function text({
  required,
  wrongType = commonMessages.invalidInput,
  invalid = commonMessages.unsupportedCharacters,
}: TextMessages = {}) {
  return z
    .string({ error: (issue) => (issue.input === undefined && required ? required : wrongType) })
    .refine(isStorableText, { error: invalid, abort: true });
}
