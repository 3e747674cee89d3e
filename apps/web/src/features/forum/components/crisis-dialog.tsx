import { useId } from 'react';
import { LifeBuoy } from 'lucide-react';
import { forumSafetyLabels } from '@sehat/core/forum/messages';
import { CrisisContactList } from '../../../components/crisis/crisis-contact-list';
import { CounsellorButton } from '../../../components/crisis/counsellor-button';
import dialogStyles from '../../../components/dialog/dialog.module.css';
import { Button } from '../../../components/ui/button';
import { useSiteInfo } from '../../../lib/site/site-info';
import { ForumModal } from './forum-modal';
import styles from './crisis-dialog.module.css';

/**
 * Shown at once after the poster's own words carried crisis language: the one counsellor
 * button leads (this dialog closes once the chat opens), then the operator's help list with
 * tap-to-call links.
 */
export function CrisisDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const { crisisContacts } = useSiteInfo();
  return (
    <ForumModal titleId={titleId} tone="danger" onClose={onClose}>
      <h2 id={titleId} className={`${dialogStyles.title} ${styles.title}`} tabIndex={-1} data-autofocus>
        <LifeBuoy aria-hidden="true" size={24} />
        {forumSafetyLabels.crisisTitle}
      </h2>
      <p className={styles.text}>{forumSafetyLabels.crisisText}</p>
      <div className={styles.lead}>
        <CounsellorButton onStarted={onClose} />
      </div>
      <CrisisContactList contacts={crisisContacts} withoutChat />
      <p className={styles.danger}>{forumSafetyLabels.crisisDanger}</p>
      <div className={dialogStyles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {forumSafetyLabels.crisisClose}
        </Button>
      </div>
    </ForumModal>
  );
}
