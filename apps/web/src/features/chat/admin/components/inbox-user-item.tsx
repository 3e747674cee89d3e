import { Paperclip, ShieldAlert } from 'lucide-react';
import type { InboxUser } from '@sehat/core/chat/admin-schemas';
import { chatLabels } from '@sehat/core/chat/messages';
import { Avatar } from '#web/components/avatar/avatar';
import { VisuallyHidden } from '#web/components/ui/visually-hidden';
import { ChannelLabel } from '../../components/channel-label';
import { RelativeTime } from '../../components/relative-time';
import { InboxWait } from './inbox-wait';
import styles from './inbox-sidebar.module.css';

/**
 * One user in the inbox: avatar, the whole name (it wraps; the badges have their own line),
 * when, the crisis badge while a risk signal is not handled, who holds it, the wait and its due
 * time, the last message and the unread badge.
 */
export function InboxUserItem({
  user,
  selected,
  onSelect,
}: {
  user: InboxUser;
  selected: boolean;
  onSelect: (user: InboxUser) => void;
}) {
  // The open conversation is being read: its badge shows 0 at once (spec §4).
  const unread = selected ? 0 : user.unreadCount;
  return (
    <li>
      <button
        type="button"
        className={styles.userButton}
        aria-current={selected || undefined}
        onClick={() => onSelect(user)}
      >
        <Avatar user={user} size="md" />
        <span className={styles.userText}>
          <span className={styles.userTop}>
            <span className={styles.userName}>{user.fullName}</span>
            {user.lastMessageAt && <RelativeTime iso={user.lastMessageAt} className={styles.userTime} />}
          </span>
          {(user.risk || user.conversationId !== null) && (
            <span className={styles.userMeta}>
              {user.risk && (
                <span className={styles.riskBadge} title={chatLabels.riskBadgeLabel}>
                  <ShieldAlert aria-hidden="true" size={12} />
                  {chatLabels.riskBadge}
                  <VisuallyHidden>{`: ${chatLabels.riskBadgeLabel}`}</VisuallyHidden>
                </span>
              )}
              <ChannelLabel channel={user.channel} />
              {user.status === 'resolved' && (
                <span className={styles.statusBadge}>{chatLabels.statusResolved}</span>
              )}
              {user.conversationId !== null &&
                (user.assignee ? chatLabels.heldBy(user.assignee.fullName) : chatLabels.unassigned)}
            </span>
          )}
          <InboxWait user={user} />
          <span className={styles.userBottom}>
            <span className={styles.lastMessage}>
              {user.lastMessageType === 'file' && <Paperclip aria-hidden="true" size={14} />}
              {user.lastMessageRole === 'admin' && `${chatLabels.you}: `}
              {user.lastMessage ?? chatLabels.noMessagesYet}
            </span>
            {(unread > 0 || selected) && (
              <span className={styles.badge} data-zero={unread === 0 || undefined}>
                <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
                <VisuallyHidden>{chatLabels.unreadBadge(unread)}</VisuallyHidden>
              </span>
            )}
          </span>
        </span>
      </button>
    </li>
  );
}
