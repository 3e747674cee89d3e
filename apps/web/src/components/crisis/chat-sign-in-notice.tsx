import { Link } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { counsellorEntryLabels } from '@sehat/core/chat/messages';
import { useSiteInfo } from '#web/lib/site/site-info';
import { CrisisContactList } from './crisis-contact-list';
import styles from './chat-sign-in-notice.module.css';

/**
 * Above the login and registration forms when someone comes to talk to a counsellor: why they
 * sign in and what happens next (issue 32 item 3). `registerHref`, on the login page: where
 * "Daftar gratis" leads, the way back and the chat kept (issue 48 item 2).
 */
export function ChatSignInReason({ registerHref }: { registerHref?: string | undefined }) {
  return (
    <section className={styles.notice} aria-labelledby="chat-sign-in-title">
      <h2 id="chat-sign-in-title" className={styles.title}>
        <MessageCircle aria-hidden="true" size={20} />
        {counsellorEntryLabels.signInNoticeTitle}
      </h2>
      <p>
        {counsellorEntryLabels.signInNoticeNoAccount}{' '}
        {registerHref ? (
          <Link to={registerHref}>{counsellorEntryLabels.signInNoticeRegister}</Link>
        ) : (
          counsellorEntryLabels.signInNoticeRegister
        )}
        {counsellorEntryLabels.signInNoticeRest}
      </p>
    </section>
  );
}

/** Below those forms: the numbers not to wait for the chat with. */
export function ChatSignInHelp() {
  const { crisisContacts } = useSiteInfo();
  return (
    <div className={styles.help}>
      <p className={styles.danger}>{counsellorEntryLabels.signInNoticeDanger}</p>
      <CrisisContactList contacts={crisisContacts} compact />
    </div>
  );
}
