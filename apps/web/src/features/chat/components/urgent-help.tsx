import { LifeBuoy } from 'lucide-react';
import { chatLabels } from '@sehat/core/chat/messages';
import { CrisisContactList } from '../../../components/crisis/crisis-contact-list';
import { useSiteInfo } from '../../../lib/site/site-info';
import type { UrgentHelpState } from '../utils/urgent-help';
import styles from './chat-panel.module.css';

/**
 * The crisis numbers inside the chat, tap-to-call, for as long as no counsellor is on duty or
 * none has answered yet (then the user also reads that they are in the queue): nobody waits on
 * a chat for help that may be hours away.
 */
export function UrgentHelp({ state }: { state: UrgentHelpState }) {
  const { crisisContacts } = useSiteInfo();
  return (
    <section className={styles.urgent} aria-labelledby="chat-urgent-title">
      <p id="chat-urgent-title" className={styles.urgentTitle}>
        <LifeBuoy aria-hidden="true" size={18} className={styles.bannerIcon} />
        {state.offDuty ? chatLabels.offDuty : chatLabels.waitingForReply}
      </p>
      {state.queued && <p className={styles.urgentText}>{chatLabels.queued}</p>}
      <p className={styles.urgentText}>{chatLabels.urgentHelp}</p>
      <CrisisContactList contacts={crisisContacts} chat={{ loggedIn: true }} compact />
    </section>
  );
}
