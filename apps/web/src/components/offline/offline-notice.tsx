import { useId } from 'react';
import { CloudOff } from 'lucide-react';
import { Link } from 'react-router';
import { offlineMessages } from '@sehat/core/offline/messages';
import { paths } from '#web/config/paths';
import { useSiteInfo } from '#web/lib/site/site-info';
import { CrisisContactList } from '../crisis/crisis-contact-list';
import styles from './offline.module.css';

/**
 * Without a connection, above every page: what still works, and the crisis contacts with
 * tap-to-call (a phone call needs no data). Pages that need the network show their own error
 * below it (ADR 160).
 */
export function OfflineNotice() {
  const { crisisContacts } = useSiteInfo();
  const titleId = useId();
  return (
    <section className={styles.notice} aria-labelledby={titleId} role="status">
      <div className={styles.noticeText}>
        <h2 id={titleId} className={styles.noticeTitle}>
          <CloudOff aria-hidden="true" size={20} />
          {offlineMessages.pageTitle}
        </h2>
        <p>{offlineMessages.pageText}</p>
        <p className={styles.noticeLinks}>
          <Link to={paths.TesDiri.getHref()}>{offlineMessages.openSelftest}</Link>
          <Link to={paths.SafetyPlan.getHref()}>{offlineMessages.openSafetyPlan}</Link>
        </p>
      </div>
      <div className={styles.noticeHelp}>
        <p className={styles.noticeHelpTitle}>{offlineMessages.helpTitle}</p>
        <CrisisContactList contacts={crisisContacts} withoutChat aftercare={false} />
      </div>
    </section>
  );
}
