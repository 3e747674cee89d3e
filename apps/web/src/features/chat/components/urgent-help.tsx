import { useId, useState } from 'react';
import { ChevronDown, LifeBuoy } from 'lucide-react';
import { chatLabels } from '@sehat/core/chat/messages';
import { serviceHoursMessages } from '@sehat/core/service-hours/messages';
import { CrisisContactList } from '#web/components/crisis/crisis-contact-list';
import { useSiteInfo } from '#web/lib/site/site-info';
import type { UrgentHelpState } from '../utils/urgent-help';
import styles from './chat-panel.module.css';

/** Room for the box and the conversation: below this height the box starts minimised. */
const roomyPopup = '(min-height: 44rem)';

/**
 * The crisis numbers inside the chat, tap-to-call, for as long as no counsellor is on duty
 * (then it says when the service opens next) or the user waits for a first answer (then they
 * also read that they are in the queue): nobody waits on a chat for help that may be hours away. On a small screen it starts as one line
 * (its title and 'Lihat nomor bantuan'), so the conversation keeps most of the popup; it can
 * be minimised and opened again at any time.
 */
export function UrgentHelp({
  state,
  closedNow,
}: {
  state: UrgentHelpState;
  /** Why the service is closed and when it opens ('Hari ini layanan tutup (Idul Fitri). Buka lagi …'). */
  closedNow: string | null;
}) {
  const { crisisContacts } = useSiteInfo();
  const bodyId = useId();
  const [open, setOpen] = useState(() => window.matchMedia(roomyPopup).matches);
  return (
    <section className={styles.urgent} aria-labelledby="chat-urgent-title" data-open={open}>
      <div className={styles.urgentHead}>
        <p id="chat-urgent-title" className={styles.urgentTitle}>
          <LifeBuoy aria-hidden="true" size={18} className={styles.bannerIcon} />
          <span className={styles.urgentTitleText}>
            {state.offDuty ? serviceHoursMessages.offDuty(closedNow) : chatLabels.waitingForReply}
          </span>
        </p>
        <button
          type="button"
          className={styles.urgentToggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          {open ? chatLabels.hideHelp : chatLabels.showHelp}
          <ChevronDown aria-hidden="true" size={16} />
        </button>
      </div>
      <div id={bodyId} className={styles.urgentBody} hidden={!open}>
        {state.queued && <p className={styles.urgentText}>{chatLabels.queued}</p>}
        <p className={styles.urgentText}>{chatLabels.urgentHelp}</p>
        <CrisisContactList contacts={crisisContacts} compact />
      </div>
    </section>
  );
}
