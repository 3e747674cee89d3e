import { useId } from 'react';
import { LifeBuoy, X } from 'lucide-react';
import { chatLabels } from '@sehat/core/chat/messages';
import { CrisisContactList } from '#web/components/crisis/crisis-contact-list';
import { VisuallyHidden } from '#web/components/ui/visually-hidden';
import { useSiteInfo } from '#web/lib/site/site-info';
import styles from './chat-crisis-notice.module.css';

/**
 * Shown in the chat right after the user's message carried crisis language: the help list
 * with tap-to-call links, so nobody in danger waits for a reply. Announced as it appears.
 */
export function ChatCrisisNotice({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const { crisisContacts } = useSiteInfo();
  return (
    <section className={styles.notice} aria-labelledby={titleId}>
      <div className={styles.top}>
        <div role="alert" className={styles.message}>
          <h3 id={titleId} className={styles.title}>
            <LifeBuoy aria-hidden="true" size={18} />
            {chatLabels.crisisTitle}
          </h3>
          <p className={styles.text}>{chatLabels.crisisText}</p>
        </div>
        <button type="button" className={styles.close} onClick={onClose}>
          <X aria-hidden="true" size={18} />
          <VisuallyHidden>{chatLabels.crisisClose}</VisuallyHidden>
        </button>
      </div>
      <CrisisContactList contacts={crisisContacts} compact />
    </section>
  );
}
