import { useState, type ReactNode } from 'react';
import { CircleExclamationPoint, Clock, History, X } from 'lucide-react';
import { chatLabels, chatMessages } from '@sehat/core/chat/messages';
import { formatDateTime } from '@sehat/core/time/format';
import styles from './chat-panel.module.css';

/**
 * A banner's text: on a phone one line, with 'Selengkapnya' to read it whole, so banners never
 * take the conversation's room (issue 32 item 6).
 */
function BannerText({ children }: { children: ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  return (
    <>
      <span className={styles.bannerText} data-expanded={expanded}>
        {children}
      </span>
      <button
        type="button"
        className={styles.bannerExpand}
        aria-expanded={expanded}
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? chatLabels.collapseBanner : chatLabels.expandBanner}
      </button>
    </>
  );
}

/** The operating-hours warning (spec §9), while the hook keeps it visible (`text` not null). */
export function OperatingHoursBanner({ text }: { text: string | null }) {
  return (
    <div role="status" className={styles.liveRegion}>
      {text && (
        <p className={styles.hoursBanner}>
          <Clock aria-hidden="true" size={18} className={styles.bannerIcon} />
          <BannerText>{text}</BannerText>
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
      <BannerText>{chatMessages.historyDeletedNote(formatDateTime(at))}</BannerText>
    </p>
  );
}
