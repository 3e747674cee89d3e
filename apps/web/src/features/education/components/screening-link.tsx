import { ArrowRight, Clock } from 'lucide-react';
import type { EducationTopic } from '@sehat/core/education/topics/topic';
import { screeningMinutes } from '@sehat/core/screenings/instruments';
import { screeningCatalogue, screeningChoiceMessages } from '@sehat/core/screenings/messages';
import { screeningOfTopic } from '@sehat/core/screenings/topics';
import { ButtonLink } from '#web/components/ui/button-link';
import { paths } from '#web/config/paths';
import styles from './topic.module.css';

/** The topic's own screening (depresi: PHQ-9, anxiety: GAD-7), offered near the top of its page. */
export function ScreeningLink({ topic }: { topic: EducationTopic }) {
  const code = screeningOfTopic(topic);
  if (!code) return null;
  const { title, purpose } = screeningCatalogue[code];
  return (
    <section className={styles.screening} aria-labelledby="topic-screening">
      <div className={styles.screeningText}>
        <h2 id="topic-screening">{screeningChoiceMessages.topicCtaTitle}</h2>
        <p>{purpose}</p>
        <p className={styles.screeningMinutes}>
          <Clock aria-hidden="true" size={14} />
          {screeningChoiceMessages.minutes(screeningMinutes[code])}
        </p>
      </div>
      <ButtonLink to={paths.Screening.getHref(code)}>
        {screeningChoiceMessages.topicCta(title)}
        <ArrowRight aria-hidden="true" size={18} />
      </ButtonLink>
    </section>
  );
}
