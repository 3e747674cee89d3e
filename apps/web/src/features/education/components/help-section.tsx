import { LifeBuoy } from 'lucide-react';
import { helpPlaces } from '@sehat/core/education/topics/help-places';
import { topicPageLabels } from '@sehat/core/education/messages';
import { CrisisContactList } from '#web/components/crisis/crisis-contact-list';
import { useSiteInfo } from '#web/lib/site/site-info';
import { ConsultLink } from './consult-link';
import crisisBox from '#web/components/crisis/crisis-box.module.css';
import styles from './topic.module.css';

/** Where to get help in Indonesia: the configured crisis list first, then places for ongoing care. */
export function HelpSection() {
  const { crisisContacts } = useSiteInfo();
  return (
    <section className={styles.help} aria-labelledby="topic-where">
      <h2 id="topic-where">{topicPageLabels.whereTitle}</h2>
      <div className={crisisBox.box} role="note" aria-labelledby="crisis-title">
        <p id="crisis-title" className={crisisBox.title}>
          <LifeBuoy aria-hidden="true" size={22} />
          {topicPageLabels.crisisTitle}
        </p>
        <p>{topicPageLabels.crisisText}</p>
        <CrisisContactList contacts={crisisContacts} />
      </div>
      <ul className={styles.places}>
        {helpPlaces.map((place) => (
          <li key={place.title} className={styles.place}>
            <h3>{place.title}</h3>
            <p>{place.text}</p>
          </li>
        ))}
      </ul>
      <div className={styles.consult}>
        <ConsultLink />
      </div>
    </section>
  );
}
