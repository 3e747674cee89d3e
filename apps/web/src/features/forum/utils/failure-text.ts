import { forumFailureMessage } from '@sehat/core/forum/failure-message';
import { ApiError } from '#web/lib/api-error';

/** The spec's 'Gagal ...: reason' text for a failed call (reason from the server, if it answered). */
export function failureText(action: string, error: unknown): string {
  if (error instanceof ApiError) {
    return forumFailureMessage(action, { network: error.isNetworkError, message: error.message });
  }
  return forumFailureMessage(action, { network: false });
}
