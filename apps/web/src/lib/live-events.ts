import { liveEventNames, type LiveEventName } from '@sehat/core/realtime/live-events';
import { apiPaths } from '#web/config/paths';

/** `refused`: the browser gave up on the stream (often an ended session). */
export type LiveStatus = 'live' | 'down' | 'refused';

export interface LiveSubscriber {
  /** Handlers by event type, given the event's data. */
  events: Partial<Record<LiveEventName, (data: string) => void>>;
  onStatus?(status: LiveStatus): void;
}

/** After the browser gave up (e.g. a 401 or a proxy error page), try a fresh stream this much later. */
const REOPEN_AFTER_MS = 10_000;

const subscribers = new Set<LiveSubscriber>();
let source: EventSource | null = null;
let live = false;
let lastEventId = '';
let reopenTimer: ReturnType<typeof setTimeout> | undefined;

function setStatus(status: LiveStatus) {
  live = status === 'live';
  for (const subscriber of subscribers) subscriber.onStatus?.(status);
}

function remember(event: MessageEvent<string>) {
  if (event.lastEventId) lastEventId = event.lastEventId;
}

function reopenWhenVisible() {
  if (document.visibilityState !== 'visible') return;
  document.removeEventListener('visibilitychange', reopenWhenVisible);
  connect();
}

function connect() {
  const resume = lastEventId ? `?lastEventId=${encodeURIComponent(lastEventId)}` : '';
  const stream = new EventSource(`${apiPaths.chat.stream}${resume}`);
  source = stream;
  stream.addEventListener('open', () => setStatus('live'));
  stream.addEventListener('ready', remember);
  for (const type of liveEventNames) {
    stream.addEventListener(type, (event: MessageEvent<string>) => {
      remember(event);
      for (const subscriber of subscribers) subscriber.events[type]?.(event.data);
    });
  }
  stream.addEventListener('superseded', (event: MessageEvent<string>) => {
    remember(event);
    stream.close();
    setStatus('down');
    document.addEventListener('visibilitychange', reopenWhenVisible);
  });
  stream.addEventListener('error', () => {
    if (stream.readyState !== EventSource.CLOSED) return setStatus('down');
    stream.close();
    setStatus('refused');
    reopenTimer = setTimeout(connect, REOPEN_AFTER_MS);
  });
}

function disconnect() {
  clearTimeout(reopenTimer);
  document.removeEventListener('visibilitychange', reopenWhenVisible);
  source?.close();
  source = null;
  live = false;
  lastEventId = '';
}

/**
 * The viewer's one event stream per tab (`GET /api/chat/stream`), shared by the chat and the
 * notification bell: open while anyone subscribes. The browser reconnects by itself with
 * Last-Event-ID; when it gives up, a new stream resumes from the last id seen. A stream the
 * server `superseded` (newer tabs of the session hold the live ones) is not reopened until the
 * tab is looked at again, so tabs do not take the stream from each other in turn.
 */
export function subscribeLive(subscriber: LiveSubscriber): () => void {
  subscribers.add(subscriber);
  if (typeof EventSource !== 'undefined') {
    if (subscribers.size === 1) connect();
    else if (live) subscriber.onStatus?.('live');
  }
  return () => {
    subscribers.delete(subscriber);
    if (subscribers.size === 0) disconnect();
  };
}
