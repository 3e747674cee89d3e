import { Bot, Check, CheckCheck, Clock3 } from 'lucide-react';
import type { ChatMessage } from '@sehat/core/chat/schemas';
import { chatLabels } from '@sehat/core/chat/messages';
import type { OutgoingContent } from '../api/send-message';
import { DeliveryStatus } from './delivery-status';
import { FileAttachment } from './file-attachment';
import { RelativeTime } from './relative-time';
import styles from './message.module.css';

/**
 * One message; the viewer's own sit on the right with their read state (spec: read state
 * shown), or on WhatsApp what WhatsApp said of it (ADR 227). A counsellor's is signed (first
 * name, or the team's, ADR 116); the team's automatic messages say so.
 */
export function MessageBubble({ message, own }: { message: ChatMessage; own: boolean }) {
  return (
    <li className={`${styles.row} ${own ? styles.own : styles.theirs}`}>
      <div className={styles.bubble}>
        {message.senderName && <p className={styles.sender}>{message.senderName}</p>}
        {message.file ? (
          <>
            <FileAttachment file={message.file} />
            {/* A file's text is its name, unless it came with a caption (a WhatsApp image). */}
            {message.message !== message.file.name && (
              <p className={`${styles.text} ${styles.caption}`}>{message.message}</p>
            )}
          </>
        ) : (
          <p className={styles.text}>{message.message}</p>
        )}
        <p className={styles.meta}>
          {message.automatic && (
            <span className={styles.status}>
              <Bot aria-hidden="true" size={15} />
              {chatLabels.automatic}
            </span>
          )}
          <RelativeTime iso={message.createdAt} />
          {own && message.delivery && <DeliveryStatus status={message.delivery} />}
          {own &&
            !message.delivery &&
            (message.isRead ? (
              <span className={styles.status} data-read="true">
                <CheckCheck aria-hidden="true" size={15} />
                {chatLabels.read}
              </span>
            ) : (
              <span className={styles.status}>
                <Check aria-hidden="true" size={15} />
                {chatLabels.sent}
              </span>
            ))}
        </p>
      </div>
    </li>
  );
}

/** A message on its way (retried quietly until it is stored or fails). */
export function PendingBubble({ content }: { content: OutgoingContent }) {
  return (
    <li className={`${styles.row} ${styles.own} ${styles.pending}`}>
      <div className={styles.bubble}>
        <p className={styles.text}>{content.kind === 'text' ? content.text : content.file.name}</p>
        <p className={styles.meta}>
          <span className={styles.status}>
            <Clock3 aria-hidden="true" size={15} />
            {chatLabels.sending}
          </span>
        </p>
      </div>
    </li>
  );
}
