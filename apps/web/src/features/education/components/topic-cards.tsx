import { ArrowRight, Brain, CloudLightning, Eye, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { featuredTopics, topicContent } from '@sehat/core/education/topics/index';
import { educationLabels as l } from '@sehat/core/messages';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { educationTopics, paths } from '../../../config/paths';
import styles from './education.module.css';

const icons: Record<(typeof featuredTopics)[number], LucideIcon> = {
  neurosis: Brain,
  psikotik: Eye,
  ptsd: CloudLightning,
};

const otherTopics = educationTopics.filter((topic) => !(featuredTopics as readonly string[]).includes(topic));

/** The three screened conditions as cards, then links to the other topic pages. */
export function TopicCards() {
  return (
    <section className={styles.topics} aria-labelledby="topics-title">
      <h2 id="topics-title" className={styles.sectionTitle}>
        {l.topicsTitle}
      </h2>
      <ul className={styles.cards}>
        {featuredTopics.map((slug) => {
          const Icon = icons[slug];
          const topic = topicContent[slug];
          return (
            <li key={slug} className={styles.card} data-topic={slug}>
              <span className={styles.cardIcon}>
                <Icon aria-hidden="true" />
              </span>
              <h3 className={styles.cardTitle}>{topic.title}</h3>
              <p className={styles.cardText}>{topic.summary}</p>
              <Link to={paths.EducationTopic.getHref(slug)} className={styles.cardLink}>
                {l.readTopic}
                <VisuallyHidden>: {topic.title}</VisuallyHidden>
                <ArrowRight aria-hidden="true" size={16} />
              </Link>
            </li>
          );
        })}
      </ul>
      <nav className={styles.moreTopics} aria-label={l.moreTopics}>
        <span>{l.moreTopics}:</span>
        <ul>
          {otherTopics.map((slug) => (
            <li key={slug}>
              <Link to={paths.EducationTopic.getHref(slug)}>{topicContent[slug].title}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
