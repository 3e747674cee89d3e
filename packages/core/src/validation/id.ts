import { z } from 'zod';
import { commonMessages } from '../messages';
import { integerMax, idPattern, isId } from './id-value';

/** An id in a path or query parameter; a malformed one is refused with `message`. */
export function idParam(message: string = commonMessages.invalidInput) {
  return z
    .string({ error: message })
    .regex(idPattern, { error: message })
    .transform(Number)
    .pipe(z.number().max(integerMax, { error: message }));
}

/** `{ id }` path parameters. */
export function idParams(message: string = commonMessages.invalidInput) {
  return z.object({ id: idParam(message) });
}

/** An id in a JSON body: a number, never a numeric string. */
export function idNumber(message: string = commonMessages.invalidInput) {
  return z.number({ error: message }).refine(isId, { error: message });
}
