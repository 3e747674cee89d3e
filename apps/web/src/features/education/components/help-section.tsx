import { LifeBuoy, Phone, Globe } from 'lucide-react';
import { helpPlaces } from '@sehat/core/education/topics/help-places';
import { topicPageLabels as l } from '@sehat/core/messages';
import { crisisLines } from '@sehat/core/site/crisis-lines';
import { ConsultLink } from './consult-link';
import styles from './topic.module.css';

/** Where to get help in Indonesia: the crisis lines first, then the places for ongoing care. */
export function HelpSection() {
  return (
    <section className={styles.help} aria-labelledby="topic-where">
      <h2 id="topic-where">{l.whereTitle}</h2>
      <div className={styles.crisis} role="note" aria-labelledby="crisis-title">
        <p id="crisis-title" className={styles.crisisTitle}>
          <LifeBuoy aria-hidden="true" size={22} />
          {l.crisisTitle}
        </p>
        <p>{l.crisisText}</p>
        <ul className={styles.crisisLines}>
          {crisisLines.map((line) => {
            const isPhone = line.href.startsWith('tel:');
            const Icon = isPhone ? Phone : Globe;
            return (
              <li key={line.id}>
                <a
                  href={line.href}
                  className={styles.crisisLink}
                  {...(isPhone ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                >
                  <Icon aria-hidden="true" size={18} />
                  {line.name}
                </a>
                <span>{line.description}</span>
              </li>
            );
          })}
        </ul>
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
