import { BookOpen } from 'lucide-react';
import { labels } from '@sehat/core/messages';
import { resultTopics, type ResultPage } from '@sehat/core/selftest/result-display';
import { resultLabels } from '@sehat/core/selftest/messages';
import { ResultSection } from '#web/components/result/result-section';
import { ButtonLink } from '#web/components/ui/button-link';
import { paths } from '#web/config/paths';
import styles from './result.module.css';

/** The education corner's own Indonesian pages about the result, linked before any source. */
export function ResultTopics({ page }: { page: ResultPage }) {
  return (
    <ResultSection titleId="topics-title" title={resultLabels.topics} screenOnly>
      <p>{resultLabels.topicsIntro}</p>
      <ul className={styles.topicLinks}>
        {resultTopics(page).map((topic) => (
          <li key={topic}>
            <ButtonLink to={paths.EducationTopic.getHref(topic)} variant="secondary">
              <BookOpen size={18} aria-hidden="true" />
              {resultLabels.readTopic(labels.topics[topic])}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </ResultSection>
  );
}
