import { MailWarning } from 'lucide-react';
import { Link } from 'react-router';
import { checkinLabels } from '@sehat/core/checkins/messages';
import note from '#web/components/ui/note.module.css';
import { paths, profileSections } from '#web/config/paths';
import styles from './checkins.module.css';

/**
 * Beside the check-in offer and schedule while the address is unverified: e-mails skip it, so
 * the person knows where check-ins do arrive and where to verify it (issue 48 item 5).
 */
export function CheckinEmailNote() {
  return (
    <p className={`${note.note} ${styles.emailNote}`}>
      <MailWarning aria-hidden="true" size={18} />
      <span>
        {checkinLabels.emailUnverified}{' '}
        <Link to={paths.Profile.getHref(profileSections.verifyEmail)}>
          {checkinLabels.emailUnverifiedLink}
        </Link>
      </span>
    </p>
  );
}
