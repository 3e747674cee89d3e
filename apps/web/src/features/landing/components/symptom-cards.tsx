import { Brain, CloudLightning, Eye, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { labels } from '@sehat/core/messages';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { paths, type EducationTopic } from '../../../config/paths';
import styles from './landing.module.css';

const cards: { topic: EducationTopic; Icon: LucideIcon; title: string; text: string }[] = [
  { topic: 'neurosis', Icon: Brain, ...labels.landing.cards.neurosis },
  { topic: 'psikotik', Icon: Eye, ...labels.landing.cards.psikotik },
  { topic: 'ptsd', Icon: CloudLightning, ...labels.landing.cards.ptsd },
];

/** The three conditions the self-test screens for. */
export function SymptomCards() {
  return (
    <ul className={styles.cards}>
      {cards.map(({ topic, Icon, title, text }) => (
        <li key={topic} className={styles.card} data-topic={topic}>
          <span className={styles.cardIcon}>
            <Icon aria-hidden="true" />
          </span>
          <h3 className={styles.cardTitle}>{title}</h3>
          <p className={styles.cardText}>{text}</p>
          <Link to={paths.EducationTopic.getHref(topic)} className={styles.cardLink}>
            {labels.landing.learnMore}
            <VisuallyHidden>: {title}</VisuallyHidden>
          </Link>
        </li>
      ))}
    </ul>
  );
}
