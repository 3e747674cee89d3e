import { adminJournalMessages } from '@sehat/core/education/messages';
import { ApiError } from '#web/lib/api-error';

/** Why the journals could not be loaded: the network variant, or the server's own reason. */
export function loadErrorText(error: unknown): string {
  return error instanceof ApiError && !error.isNetworkError
    ? error.message
    : adminJournalMessages.loadNetwork;
}
