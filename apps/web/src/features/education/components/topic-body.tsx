import type { TopicContent, TopicList } from '@sehat/core/education/topics/topic';
import { topicPageLabels } from '@sehat/core/education/messages';
import styles from './topic.module.css';

function ListSection({ id, title, list }: { id: string; title: string; list: TopicList }) {
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {list.intro && <p>{list.intro}</p>}
      <ul className={styles.points}>
        {list.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** The explanatory part of a topic page: what it is, signs, what helps, when to get help. */
export function TopicBody({ topic }: { topic: TopicContent }) {
  return (
    <div className={styles.body}>
      <section className={styles.block} aria-labelledby="topic-what">
        <h2 id="topic-what">{topicPageLabels.whatTitle(topic.title)}</h2>
        {topic.what.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <ListSection id="topic-signs" title={topicPageLabels.signsTitle} list={topic.signs} />
      <ListSection id="topic-helps" title={topicPageLabels.helpsTitle} list={topic.helps} />
      <ListSection id="topic-seek-help" title={topicPageLabels.seekHelpTitle} list={topic.seekHelp} />
    </div>
  );
}
