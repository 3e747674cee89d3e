import { chatSendErrorText } from '@sehat/core/chat/send-error';
import { chatMessages } from '@sehat/core/chat/messages';
import { ApiError } from '#web/lib/api-error';

/** The popup's message for a failed send (spec §8 "Chat (user)"). */
export function userSendErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return chatMessages.sendFailed;
  return chatSendErrorText(error.status, error.message);
}

/** The inbox's message for any failure: a lost admin session has its own text (spec §8 "Chat (admin)"). */
export function adminErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 401 ? chatMessages.adminMissing : fallback;
}
