import { useId } from 'react';
import { HandHeart } from 'lucide-react';
import { forumSafetyLabels } from '@sehat/core/forum/messages';
import { CrisisContactList } from '#web/components/crisis/crisis-contact-list';
import { useSiteInfo } from '#web/lib/site/site-info';
import styles from './care-note.module.css';

/**
 * Above the responses to a post with crisis language: how to respond safely, then the help
 * its writer (and any reader) can reach now (ADR 119).
 */
export function CareNote() {
  const titleId = useId();
  const { crisisContacts } = useSiteInfo();
  return (
    <section className={styles.note} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        <HandHeart aria-hidden="true" size={20} />
        {forumSafetyLabels.careTitle}
      </h3>
      <ul className={styles.points}>
        {forumSafetyLabels.carePoints.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <CrisisContactList contacts={crisisContacts} aftercare={false} />
    </section>
  );
}
