import { chatMessages } from './messages';

/**
 * The popup's text for a failed send (spec §8 "Chat (user)"): no answer, HTTP 500 and HTTP 400
 * have their own message, anything else the default; the server's own explanation is
 * appended when it adds something.
 */
export function chatSendErrorText(status: number, serverMessage?: string | null): string {
  let base: string;
  if (status === 0) return chatMessages.sendNoConnection;
  if (status === 401) return chatMessages.userMissing;
  if (status >= 500) base = chatMessages.sendServerError;
  else if (status === 400) base = chatMessages.sendInvalid;
  else base = chatMessages.sendFailed;
  const detail = serverMessage?.trim();
  return detail && detail !== base && status < 500 ? `${base} ${detail}` : base;
}
