import { useEffect, useId, useRef } from 'react';
import { LifeBuoy } from 'lucide-react';
import { crisisMessages } from '@sehat/core/messages';
import { CrisisContactList } from './crisis-contact-list';
import { TalkNowButton } from './talk-now-button';
import { useSiteInfo } from '../../lib/site/site-info';
import styles from './crisis-box.module.css';

/**
 * Where to get help now, shown first when a crisis question was answered "yes": the one
 * configured crisis list. Its heading takes focus and scrolls into view (below the sticky
 * header) when the box appears, so a screen reader and a phone both start here.
 */
export function CrisisHelp({
  loggedIn,
  returnPath,
  onChat,
  talkNow = false,
}: {
  loggedIn: boolean;
  /** Where a visitor comes back to, chat open, after logging in (default: this page). */
  returnPath?: string;
  onChat?: () => void;
  /** The result page: 'Bicara dengan konselor sekarang' leads, doing what `onChat` does. */
  talkNow?: boolean;
}) {
  const { crisisContacts } = useSiteInfo();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const target = heading.current;
    if (!target) return;
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <section className={`${styles.box} ${styles.urgent}`} aria-labelledby={titleId}>
      <h2 ref={heading} id={titleId} tabIndex={-1} data-route-focus className={styles.title}>
        <LifeBuoy aria-hidden="true" size={26} />
        {crisisMessages.title}
      </h2>
      <p>{crisisMessages.text}</p>
      {talkNow && onChat && (
        <div className={styles.lead}>
          <TalkNowButton loggedIn={loggedIn} onTalk={onChat} returnPath={returnPath} />
        </div>
      )}
      <CrisisContactList contacts={crisisContacts} chat={{ loggedIn, returnPath, onChat }} />
      <p className={styles.danger}>{crisisMessages.danger}</p>
    </section>
  );
}
