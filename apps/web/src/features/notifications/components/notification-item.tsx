import { Link } from 'react-router';
import type { Notification } from '@sehat/core/notifications/schemas';
import { notificationLabels } from '@sehat/core/notifications/messages';
import { formatDateTime } from '@sehat/core/time/format';
import { VisuallyHidden } from '#web/components/ui/visually-hidden';
import { openChat } from '#web/features/chat';
import styles from './notification-panel.module.css';

/** One notification: a link to what it is about; a counsellor's reply opens the chat popup. */
export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: () => void;
}) {
  const unread = notification.readAt === null;
  const body = (
    <>
      {unread && <span className={styles.dot} aria-hidden="true" />}
      <span className={styles.text}>
        {unread && <VisuallyHidden>{notificationLabels.unread}: </VisuallyHidden>}
        {notification.text}
      </span>
      <time className={styles.time} dateTime={notification.createdAt}>
        {formatDateTime(notification.createdAt)}
      </time>
    </>
  );
  const className = `${styles.item}${unread ? ` ${styles.unread}` : ''}`;
  if (notification.kind === 'chat_reply') {
    return (
      <button
        type="button"
        className={className}
        onClick={() => {
          onOpen();
          openChat();
        }}
      >
        {body}
      </button>
    );
  }
  return (
    <Link to={notification.link} className={className} onClick={onOpen}>
      {body}
    </Link>
  );
}
