import { forumMessages } from './messages';

/**
 * A failed forum action as the spec words it (§8): with the server's reason,
 * 'Gagal menghapus respon: <reason>'; without an answer from the server at all,
 * 'Gagal menghapus respon. Silakan coba lagi.'.
 */
export function forumFailureMessage(action: string, failure: { network: boolean; message?: string }): string {
  if (failure.network) return `${action}. ${forumMessages.retryHint}`;
  return `${action}: ${failure.message?.trim() || forumMessages.somethingWrong}`;
}
