import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { MessageCircle, X } from 'lucide-react';
import { useLocation } from 'react-router';
import { chatLabels } from '@sehat/core/chat/messages';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth/session';
import { onOpenChatRequest } from '../../../lib/chat-launcher';
import { useConversation } from '../api/get-conversation';
import styles from './chat-widget.module.css';

// The window's code loads when it is first opened; every page carries only the button.
const ChatPopup = lazy(async () => ({ default: (await import('./chat-popup')).ChatPopup }));

/**
 * The floating chat button and its popup: for logged-in users on every site page except
 * /tes-diri (spec §2 Layout). Anything may ask it to open through openChat().
 */
export function ChatWidget() {
  const { user } = useSession();
  const { pathname } = useLocation();
  if (!user || user.role !== 'user' || pathname === paths.TesDiri.path) return null;
  return <UserChatWidget key={user.id} />;
}

function UserChatWidget() {
  const [open, setOpen] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const popupId = useId();
  const conversation = useConversation(true);
  const unread = open ? 0 : (conversation.data?.unreadCount ?? 0);

  useEffect(() => onOpenChatRequest(() => setOpen(true)), []);

  const close = () => {
    setOpen(false);
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
