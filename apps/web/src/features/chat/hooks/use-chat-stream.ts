import type { QueryClient } from '@tanstack/react-query';
import { useLiveEvents, type LiveHandlers } from '#web/lib/use-live-events';
import { chatKeys } from '../api/chat-keys';
import {
  applyConversationEvent,
  applyHistoryDeletedEvent,
  applyMessageEvent,
  applyReadEvent,
  applyTypingEvent,
} from '../api/stream-events';

const handlers: LiveHandlers = {
  message: applyMessageEvent,
  read: applyReadEvent,
  history_deleted: applyHistoryDeletedEvent,
  typing: applyTypingEvent,
  conversation: (queryClient) => {
    applyConversationEvent(queryClient);
    // Who holds how many open conversations changed.
    void queryClient.invalidateQueries({ queryKey: chatKeys.counsellors() });
  },
  presence: (queryClient) => void queryClient.invalidateQueries({ queryKey: chatKeys.counsellors() }),
};

// Whatever happened before the stream was up is read from the API once.
const refetchChat = (queryClient: QueryClient) =>
  void queryClient.invalidateQueries({ queryKey: chatKeys.all });

/**
 * The viewer's live chat events, on the tab's shared event stream (lib/live-events). `live` is
 * false while the stream is down, and the chat then polls (spec §9).
 */
export function useChatStream(enabled: boolean): { live: boolean } {
  return useLiveEvents(enabled, handlers, refetchChat);
}
