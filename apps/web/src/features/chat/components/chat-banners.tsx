import { CircleExclamationPoint, Clock, X } from 'lucide-react';
import { chatLabels, chatMessages } from '@sehat/core/chat/messages';
import styles from './chat-panel.module.css';

/** The operating-hours warning (spec §9), while the hook keeps it visible. */
export function OperatingHoursBanner({ visible }: { visible: boolean }) {
  return (
    <div role="status" className={styles.liveRegion}>
      {visible && (
        <p className={styles.hoursBanner}>
          <Clock aria-hidden="true" size={18} className={styles.bannerIcon} />
          {chatMessages.operatingHoursWarning}
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
