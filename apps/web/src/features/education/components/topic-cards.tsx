import { Link } from 'react-router';
import { featuredTopics, topicContent } from '@sehat/core/education/topics/index';
import { educationLabels } from '@sehat/core/education/messages';
import { TopicCardGrid } from '#web/components/topic-cards/topic-card-grid';
import { educationTopics, paths } from '#web/config/paths';
import styles from './education.module.css';

const cards = featuredTopics.map((topic) => ({
  topic,
  title: topicContent[topic].title,
  text: topicContent[topic].summary,
}));

const otherTopics = educationTopics.filter((topic) => !(featuredTopics as readonly string[]).includes(topic));

/** The three screened conditions as cards, then links to the other topic pages. */
export function TopicCards() {
  return (
    <section className={styles.topics} aria-labelledby="topics-title">
      <h2 id="topics-title" className={styles.sectionTitle}>
        {educationLabels.topicsTitle}
      </h2>
      <TopicCardGrid cards={cards} linkLabel={educationLabels.readTopic} />
      <nav className={styles.moreTopics} aria-label={educationLabels.moreTopics}>
        <span>{educationLabels.moreTopics}:</span>
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
