import { CircleExclamationPoint, Clock, History, X } from 'lucide-react';
import { chatLabels, chatMessages } from '@sehat/core/chat/messages';
import { formatDateTime } from '@sehat/core/time/format';
import styles from './chat-panel.module.css';

/**
 * The operating-hours warning (spec §9), while the hook keeps it visible (`text` not null). It
 * floats over the bottom of the conversation, above the composer (placed just after the
 * messages): wrapped in full, it takes none of their room for its 5 seconds, and a short
 * conversation, whose messages sit at the top, stays uncovered.
 */
export function OperatingHoursBanner({ text }: { text: string | null }) {
  return (
    <div role="status" className={`${styles.liveRegion} ${styles.floating}`}>
      {text && (
        <p className={styles.hoursBanner}>
          <Clock aria-hidden="true" size={18} className={styles.bannerIcon} />
          <span className={styles.bannerText}>{text}</span>
        </p>
      )}
    </div>
  );
}

/** An error of the chat; clicking it dismisses it (spec §8 "Chat (admin)"). */
export function ChatErrorBanner({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  return (
    <div role="alert" className={styles.liveRegion}>
      {message && (
        <button
          type="button"
          className={styles.errorBanner}
          onClick={onDismiss}
          title={chatLabels.dismissError}
        >
          <CircleExclamationPoint aria-hidden="true" size={18} className={styles.bannerIcon} />
          <span className={styles.errorText}>{message}</span>
          <X aria-hidden="true" size={16} className={styles.bannerIcon} />
        </button>
      )}
    </div>
  );
}

/** The note that the user deleted their chat history, and when (both sides see it). */
export function HistoryDeletedNote({ at }: { at: string | null | undefined }) {
  if (!at) return null;
  return (
    <p className={styles.historyNote}>
      <History aria-hidden="true" size={18} className={styles.bannerIcon} />
      <span className={styles.bannerText}>{chatMessages.historyDeletedNote(formatDateTime(at))}</span>
    </p>
  );
}
