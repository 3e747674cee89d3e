import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { ChatMessage, SenderRole } from '@sehat/core/chat/schemas';
import { chatLabels } from '@sehat/core/chat/messages';
import { Button } from '#web/components/ui/button';
import type { PendingMessage } from '../api/send-message';
import { stillInFlight } from '../utils/merge-messages';
import { MessageBubble, PendingBubble } from './message-bubble';
import styles from './chat-panel.module.css';

/** How close to the bottom (px) still counts as "reading the newest messages". */
const STICKY_BOTTOM_PX = 120;

const isAtBottom = (element: HTMLElement) =>
  element.scrollHeight - element.scrollTop - element.clientHeight < STICKY_BOTTOM_PX;

/** Where the newest message starts, in the scroller's own coordinates (a little above it). */
const lastMessageTop = (element: HTMLElement) => {
  const last = element.querySelector('ol > li:last-child');
  if (!last) return element.scrollHeight;
  return last.getBoundingClientRect().top - element.getBoundingClientRect().top + element.scrollTop - 8;
};

/**
 * The conversation, oldest at the top. New messages scroll into view when the reader is at
 * the bottom (or sent them); loading older ones keeps the reader's place. `footer` (the rating
 * card) follows the last message in the same scrolling flow, never over it: when it grows while
 * the reader is at the bottom, the thread scrolls to show it, but never past the last message's
 * start.
 */
export function MessageList({
  messages,
  pending,
  viewerRole,
  hasMore,
  loadingOlder,
  onLoadOlder,
  empty,
  footer,
}: {
  messages: readonly ChatMessage[];
  pending: readonly PendingMessage[];
  viewerRole: SenderRole;
  hasMore: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  empty: ReactNode;
  footer?: ReactNode;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const footerBox = useRef<HTMLDivElement>(null);
  const inFlight = stillInFlight(pending, messages, viewerRole);
  const previous = useRef({ firstId: 0, lastId: 0, pending: 0, scrollHeight: 0, atBottom: true });
  const firstId = messages[0]?.id ?? 0;
  const lastId = messages[messages.length - 1]?.id ?? 0;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = previous.current;
    const prepended = firstId !== before.firstId && lastId === before.lastId && before.firstId !== 0;
    if (prepended) {
      element.scrollTop += element.scrollHeight - before.scrollHeight;
    } else if (before.atBottom || inFlight.length > before.pending || before.lastId === 0) {
      element.scrollTop = element.scrollHeight;
    }
    previous.current = {
      firstId,
      lastId,
      pending: inFlight.length,
      scrollHeight: element.scrollHeight,
      atBottom: isAtBottom(element),
    };
  }, [firstId, lastId, inFlight.length]);

  useEffect(() => {
    const element = scroller.current;
    const box = footerBox.current;
    if (!element || !box || typeof ResizeObserver === 'undefined') return;
    let height = box.offsetHeight;
    const observer = new ResizeObserver(() => {
      const grew = box.offsetHeight > height;
      height = box.offsetHeight;
      if (!grew || !previous.current.atBottom) return;
      element.scrollTop = Math.min(element.scrollHeight - element.clientHeight, lastMessageTop(element));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    previous.current.scrollHeight = element.scrollHeight;
    previous.current.atBottom = isAtBottom(element);
  };

  const nothing = messages.length === 0 && inFlight.length === 0;
  return (
    // The scrolling box is the log: keyboard users can focus it to scroll with the arrow keys,
    // and the messages inside stay a list.
    <div
      ref={scroller}
      className={styles.scroller}
      onScroll={onScroll}
      role="log"
      aria-label={chatLabels.messageList}
      tabIndex={0}
    >
      {hasMore && (
        <div className={styles.older}>
          <Button variant="ghost" size="sm" loading={loadingOlder} onClick={onLoadOlder}>
            {chatLabels.loadOlder}
          </Button>
        </div>
      )}
      {nothing && <div className={styles.empty}>{empty}</div>}
      <ol className={styles.messages}>
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} own={message.senderRole === viewerRole} />
        ))}
        {inFlight.map((item) => (
          <PendingBubble key={item.clientId} content={item.content} />
        ))}
      </ol>
      {footer !== undefined && (
        <div ref={footerBox} className={styles.footer}>
          {footer}
        </div>
      )}
    </div>
  );
}
