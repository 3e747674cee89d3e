import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { topicContent } from '@sehat/core/education/topics/index';
import type { EducationTopic } from '@sehat/core/education/topics/topic';
import { topicPageLabels } from '@sehat/core/education/messages';
import { ButtonLink } from '#web/components/ui/button-link';
import { educationTopics, paths } from '#web/config/paths';
import styles from './topic.module.css';

/** The call to take the self-test. */
export function TestCallToAction() {
  return (
    <section className={styles.cta} aria-labelledby="topic-cta">
      <h2 id="topic-cta">{topicPageLabels.ctaTitle}</h2>
      <p>{topicPageLabels.ctaText}</p>
      <ButtonLink to={paths.TesDiri.getHref()} variant="light" size="lg">
        {topicPageLabels.ctaButton}
        <ArrowRight aria-hidden="true" size={20} />
      </ButtonLink>
    </section>
  );
}

/** Links to the other topic pages. */
export function OtherTopics({ current }: { current: EducationTopic }) {
  return (
    <nav className={styles.otherTopics} aria-labelledby="other-topics">
      <h2 id="other-topics">{topicPageLabels.otherTopics}</h2>
      <ul>
        {educationTopics
          .filter((slug) => slug !== current)
          .map((slug) => (
            <li key={slug}>
              <Link to={paths.EducationTopic.getHref(slug)}>{topicContent[slug].title}</Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
