import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { sessionQueryKey } from '../../../lib/auth/session-key';
import { chatKeys } from '../api/chat-keys';
import {
  applyConversationEvent,
  applyHistoryDeletedEvent,
  applyMessageEvent,
  applyReadEvent,
  applyTypingEvent,
} from '../api/stream-events';

/** After the browser gave up (e.g. a 401 or a proxy error page), try a fresh stream this much later. */
const REOPEN_AFTER_MS = 10_000;

/**
 * The viewer's live chat events over Server-Sent Events. `live` is false while the stream is
 * down, and the chat then polls (spec §9). The browser reconnects by itself with
 * Last-Event-ID; when it gives up, a new stream resumes from the last id seen. A stream the
 * server `superseded` (newer tabs of the session hold the live ones) is not reopened until the
 * tab is looked at again, so tabs do not take the stream from each other in turn.
 */
export function useChatStream(enabled: boolean): { live: boolean } {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let lastEventId = '';
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;

    const reopenWhenVisible = () => {
      if (document.visibilityState !== 'visible') return;
      document.removeEventListener('visibilitychange', reopenWhenVisible);
      connect();
    };

    const remember = (event: MessageEvent<string>) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
    };

    const connect = () => {
      const resume = lastEventId ? `?lastEventId=${encodeURIComponent(lastEventId)}` : '';
      const stream = new EventSource(`${apiPaths.chat.stream}${resume}`);
      source = stream;
      stream.addEventListener('open', () => {
        setLive(true);
        // Whatever happened before the stream was up is read from the API once.
        void queryClient.invalidateQueries({ queryKey: chatKeys.all });
      });
      stream.addEventListener('ready', remember);
      stream.addEventListener('message', (event) => {
        remember(event);
        applyMessageEvent(queryClient, event.data);
      });
      stream.addEventListener('read', (event: MessageEvent<string>) => {
        remember(event);
        applyReadEvent(queryClient, event.data);
      });
      stream.addEventListener('history_deleted', (event: MessageEvent<string>) => {
        remember(event);
        applyHistoryDeletedEvent(queryClient, event.data);
      });
      stream.addEventListener('superseded', (event: MessageEvent<string>) => {
        remember(event);
        stream.close();
        setLive(false);
        document.addEventListener('visibilitychange', reopenWhenVisible);
      });
      // Live only: typing events carry no id, so there is nothing to remember.
      stream.addEventListener('typing', (event: MessageEvent<string>) => {
        applyTypingEvent(queryClient, event.data);
      });
      stream.addEventListener('conversation', (event: MessageEvent<string>) => {
        remember(event);
        applyConversationEvent(queryClient);
      });
      stream.addEventListener('error', () => {
        setLive(false);
        if (stream.readyState !== EventSource.CLOSED) return;
        stream.close();
        // Refused streams are usually an ended session: let the app re-check it.
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        reopenTimer = setTimeout(connect, REOPEN_AFTER_MS);
      });
    };

    connect();
    return () => {
      clearTimeout(reopenTimer);
      document.removeEventListener('visibilitychange', reopenWhenVisible);
      source?.close();
      setLive(false);
    };
  }, [enabled, queryClient]);

  return { live };
}
