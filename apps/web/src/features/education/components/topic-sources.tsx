import type { TopicSource } from '@sehat/core/education/topics/topic';
import { educationLabels, topicPageLabels } from '@sehat/core/education/messages';
import { VisuallyHidden } from '#web/components/ui/visually-hidden';
import styles from './topic.module.css';

/** The publications a topic page rests on, each opening in a new tab. */
export function TopicSources({ sources }: { sources: readonly TopicSource[] }) {
  return (
    <section className={styles.sources} aria-labelledby="topic-sources">
      <h2 id="topic-sources">{topicPageLabels.sourcesTitle}</h2>
      <ol>
        {sources.map((source) => (
          <li key={source.url}>
            {source.publisher}.{' '}
            <a href={source.url} target="_blank" rel="noopener noreferrer">
              {source.title}
              <VisuallyHidden> {educationLabels.newTab}</VisuallyHidden>
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
