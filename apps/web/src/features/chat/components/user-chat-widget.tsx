import { flushSync } from 'react-dom';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { MessageCircle, X } from 'lucide-react';
import { chatLabels } from '@sehat/core/chat/messages';
import { VisuallyHidden } from '#web/components/ui/visually-hidden';
import { onOpenChatRequest } from '../utils/chat-launcher';
import { useReportTitleCount } from '#web/lib/title-count';
import { useConversation } from '../api/get-conversation';
import { useChatStream } from '../hooks/use-chat-stream';
import styles from './chat-widget.module.css';

// The window's code loads when it is first opened; every page carries only the button.
const ChatPopup = lazy(async () => ({ default: (await import('./chat-popup')).ChatPopup }));

/**
 * A logged-in user's floating chat button and its popup. The button's unread badge (and the
 * tab title's count) follow the live stream with the popup closed too (issue 32 item 5).
 */
export function UserChatWidget() {
  const [open, setOpen] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const popupId = useId();
  const conversation = useConversation(true);
  useChatStream(true);
  const unread = open ? 0 : (conversation.data?.unreadCount ?? 0);
  useReportTitleCount('chat', unread);

  useEffect(() => onOpenChatRequest(() => setOpen(true)), []);

  const close = () => {
    // Shown again before it takes focus: on a phone it steps aside while the chat is open.
    flushSync(() => setOpen(false));
    launcher.current?.focus();
  };

  return (
    <>
      {open && (
        <Suspense fallback={null}>
          <ChatPopup id={popupId} onClose={close} />
        </Suspense>
      )}
      <button
        ref={launcher}
        type="button"
        className={styles.launcher}
        data-print="hide"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {open ? <X aria-hidden="true" size={26} /> : <MessageCircle aria-hidden="true" size={26} />}
        <VisuallyHidden>{open ? chatLabels.closeChat : chatLabels.openChat}</VisuallyHidden>
        {unread > 0 && (
          <span className={styles.badge}>
            <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
            <VisuallyHidden>{chatLabels.unreadBadge(unread)}</VisuallyHidden>
          </span>
        )}
      </button>
    </>
  );
}
