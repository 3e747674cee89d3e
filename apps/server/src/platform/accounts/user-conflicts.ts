import { authMessages } from '@sehat/core/auth/messages';
import { pgErrorOf, UNIQUE_VIOLATION } from '../database/pg-error';
import { conflict } from '../http/errors';

/** The account fields another account may already hold. */
export type DuplicateField = 'username' | 'email';

const duplicateMessages: Record<DuplicateField, string> = {
  username: authMessages.usernameTaken,
  email: authMessages.emailTaken,
};

/** The 409 for taken usernames/emails, with a message per field. */
export function duplicateError(fields: DuplicateField[]) {
  const messages = Object.fromEntries(fields.map((f) => [f, duplicateMessages[f]]));
  const first = fields[0]!;
  return conflict(first === 'email' ? 'EMAIL_TAKEN' : 'USERNAME_TAKEN', duplicateMessages[first], messages);
}

/** Maps a unique-index violation to the field it guards (races past findDuplicates). */
export function duplicateFieldOf(error: unknown): DuplicateField | undefined {
  const pgError = pgErrorOf(error);
  if (pgError?.code !== UNIQUE_VIOLATION) return undefined;
  return pgError.constraint === 'users_email_key' ? 'email' : 'username';
}

/** Rethrows a unique violation on users as the matching 409; any other error unchanged. */
export function rethrowDuplicate(error: unknown): never {
  const field = duplicateFieldOf(error);
  throw field ? duplicateError([field]) : error;
}
