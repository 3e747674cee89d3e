import { MailWarning } from 'lucide-react';
import { adminRecoveryMessages } from '@sehat/core/admin/messages';
import { useMailStatus } from '../api/get-mail-status';
import styles from './reset-link.module.css';

/** Says when mail reaches nobody (no SMTP_URL) or keeps failing; nothing when all is well. */
export function MailStatusNotice() {
  const { data } = useMailStatus();
  if (!data || (data.configured && data.failing === 0)) return null;
  return (
    <p className={styles.notice} role="status">
      <MailWarning aria-hidden="true" size={20} />
      <span>
        {data.configured
          ? adminRecoveryMessages.mailFailing(data.failing)
          : adminRecoveryMessages.mailNotConfigured}
      </span>
    </p>
  );
}
