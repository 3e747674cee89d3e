import { useEffect, useId, useRef } from 'react';
import { LifeBuoy } from 'lucide-react';
import { crisisMessages } from '@sehat/core/messages';
import { useSiteInfo } from '#web/lib/site/site-info';
import { CounsellorButton } from './counsellor-button';
import { CrisisContactList } from './crisis-contact-list';
import styles from './crisis-box.module.css';

/**
 * Where to get help now, shown first when a crisis question was answered "yes" (any screening
 * with a crisis item): the one counsellor button, then the configured crisis list. Its heading
 * takes focus and scrolls into view (below the sticky header) when the box appears, so a
 * screen reader and a phone both start here.
 */
export function CrisisHelp({
  returnPath,
  text = crisisMessages.text,
}: {
  /** Where a visitor comes back to, chat open, after signing in (default: this page). */
  returnPath?: string;
  /** What was answered, in the words of the questionnaire that asked (default: SRQ-29's item 17). */
  text?: string;
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
      <p>{text}</p>
      <div className={styles.lead}>
        <CounsellorButton returnPath={returnPath} />
      </div>
      <CrisisContactList contacts={crisisContacts} withoutChat />
      <p className={styles.danger}>{crisisMessages.danger}</p>
    </section>
  );
}
