import type { Conversation } from '@sehat/core/chat/schemas';
import { ChannelLabel } from '../../components/channel-label';
import styles from './inbox.module.css';

/** The pane's title: the person's name (or the pane's state), their username and channel. */
export function ConversationHeading({
  id,
  title,
  conversation,
}: {
  id: string;
  title: string;
  conversation: Conversation | undefined;
}) {
  return (
    <div className={styles.conversationTitle}>
      <h2 id={id}>{title}</h2>
      {conversation && (
        <p>
          @{conversation.user.username} <ChannelLabel channel={conversation.channel} />
        </p>
      )}
    </div>
  );
}
