import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { ApiError, apiRequest } from '#web/lib/api-client';
import { upsertMessages, type Thread } from '../utils/merge-messages';
import { chatKeys } from './chat-keys';

export type OutgoingContent = { kind: 'text'; text: string } | { kind: 'file'; file: File };

/** A message on its way, shown until the server has stored it. */
export interface PendingMessage {
  clientId: string;
  content: OutgoingContent;
  /** The newest stored message's id when this send began (0 for none). */
  after: number;
}

export interface SendMessageInput {
  conversationId: number;
  /** Made once per message: every retry of it carries the same id, so it is stored once. */
  clientId: string;
  content: OutgoingContent;
}

export function sendMessage({ conversationId, clientId, content }: SendMessageInput) {
  const url = apiPaths.chat.messages(conversationId);
  if (content.kind === 'text') {
    return apiRequest(url, {
      method: 'POST',
      json: { message: content.text, clientId },
      answer: 'chat.sent',
    });
  }
  const form = new FormData();
  form.set('clientId', clientId);
  form.set('file', content.file, content.file.name);
  return apiRequest(url, { method: 'POST', formData: form, answer: 'chat.sent' });
}

/** No answer or a server fault may be passing; a 4xx answer will not change on retry. */
export function isRetryableSendError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

const MAX_RETRIES = 3;

/** Sends a message, retrying failed attempts (1 s, 2 s, 4 s apart) with the same clientId. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    retry: (failureCount, error) => failureCount < MAX_RETRIES && isRetryableSendError(error),
    retryDelay: (attempt) => 1000 * 2 ** attempt,
    onSuccess: ({ message }) => {
      queryClient.setQueryData<Thread>(chatKeys.messages(message.conversationId), (thread) =>
        thread ? upsertMessages(thread, [message]) : thread,
      );
      void queryClient.invalidateQueries({ queryKey: chatKeys.inbox() });
    },
  });
}
