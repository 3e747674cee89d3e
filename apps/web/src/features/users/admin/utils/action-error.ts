import { failureMessage } from '@sehat/core/admin/users/rules';
import { adminUserMessages } from '@sehat/core/admin/messages';
import { ApiError } from '#web/lib/api-error';

/**
 * Spec §8 "Admin users": no answer at all is 'Gagal koneksi ke server'; any other failure is the
 * action's text followed by the server's message.
 */
export function actionErrorMessage(error: unknown, prefix: string): string {
  if (!(error instanceof ApiError)) return prefix;
  if (error.isNetworkError) return adminUserMessages.connectionFailed;
  return failureMessage(prefix, error.message);
}
