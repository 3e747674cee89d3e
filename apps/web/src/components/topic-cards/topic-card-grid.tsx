import { Brain, CloudLightning, Eye, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { featuredTopics } from '@sehat/core/education/topics/index';
import { paths } from '#web/config/paths';
import { VisuallyHidden } from '../ui/visually-hidden';
import styles from './topic-card-grid.module.css';

type FeaturedTopic = (typeof featuredTopics)[number];

const icons: Record<FeaturedTopic, LucideIcon> = { neurosis: Brain, psikotik: Eye, ptsd: CloudLightning };

export type TopicCard = { topic: FeaturedTopic; title: string; text: string };

/** The three conditions the self-test screens for, each linking to its topic page. */
export function TopicCardGrid({ cards, linkLabel }: { cards: readonly TopicCard[]; linkLabel: string }) {
  return (
    <ul className={styles.cards}>
      {cards.map(({ topic, title, text }) => {
        const Icon = icons[topic];
        return (
          <li key={topic} className={styles.card} data-topic={topic}>
            <span className={styles.cardIcon}>
              <Icon aria-hidden="true" />
            </span>
            <h3 className={styles.cardTitle}>{title}</h3>
            <p className={styles.cardText}>{text}</p>
            <Link to={paths.EducationTopic.getHref(topic)} className={styles.cardLink}>
              {linkLabel}
              <VisuallyHidden>: {title}</VisuallyHidden>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
