import type { ReactNode } from 'react';
import { ArrowRight, Check, Siren, Sprout, Stethoscope, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { topicContent } from '@sehat/core/education/topics/index';
import type { ScoredScreeningCode } from '@sehat/core/screenings/instruments';
import { nextStepMessages } from '@sehat/core/screenings/messages';
import { nextStepsOf, type NextStepTier } from '@sehat/core/screenings/next-steps';
import { offersProgram } from '@sehat/core/programs/offer';
import { screeningTopics } from '@sehat/core/screenings/topics';
import { serviceLabels } from '@sehat/core/services/messages';
import { CounsellorButton } from '#web/components/crisis/counsellor-button';
import { CrisisContactList } from '#web/components/crisis/crisis-contact-list';
import { ResultSection } from '#web/components/result/result-section';
import { paths } from '#web/config/paths';
import { useSiteInfo } from '#web/lib/site/site-info';
import type { ShownResult } from '../utils/results-to-show';
import { ProgramOffer } from './program-offer';
import styles from './result.module.css';

const icons: Record<NextStepTier, LucideIcon> = { 'self-care': Sprout, soon: Stethoscope, urgent: Siren };

/**
 * Next steps in tiers, as the NHS's care cards: the one this result calls for first and marked,
 * then the others. Each says what to do and offers the way to do it.
 */
export function NextSteps({ code, result }: { code: ScoredScreeningCode; result: ShownResult }) {
  const { crisisContacts } = useSiteInfo();
  const topic = screeningTopics[code];
  const returnPath = paths.ScreeningResult.getHref(code);
  const actions: Record<NextStepTier, ReactNode> = {
    'self-care': (
      <Link to={paths.EducationTopic.getHref(topic)} className={styles.stepLink}>
        {nextStepMessages['self-care'].topicLink(topicContent[topic].title)}
        <ArrowRight aria-hidden="true" size={16} />
      </Link>
    ),
    soon: (
      <>
        <Link to={paths.Services.getHref()} className={styles.stepLink}>
          {serviceLabels.nextStepsLink}
          <ArrowRight aria-hidden="true" size={16} />
        </Link>
        <p>{nextStepMessages.soon.chat}</p>
        <CounsellorButton variant="secondary" size="md" returnPath={returnPath} />
      </>
    ),
    // After a crisis answer the full help box already leads the page.
    urgent: result.crisis ? (
      <p>{nextStepMessages.urgent.seeAbove}</p>
    ) : (
      <CrisisContactList contacts={crisisContacts} returnPath={returnPath} compact />
    ),
  };

  return (
    <ResultSection titleId="next-steps-title" title={nextStepMessages.title}>
      <ol className={styles.steps}>
        {offersProgram(result.band, result.crisis) && <ProgramOffer />}
        {nextStepsOf(code, result.band, result.crisis).map((step) => {
          const Icon = icons[step.tier];
          return (
            <li
              key={step.tier}
              className={styles.step}
              data-tier={step.tier}
              data-recommended={step.recommended}
            >
              <h3 className={styles.stepTitle}>
                <Icon aria-hidden="true" size={22} />
                {step.title}
              </h3>
              {step.recommended && (
                <p className={styles.recommended}>
                  <Check aria-hidden="true" size={16} />
                  {nextStepMessages.recommended}
                </p>
              )}
              <p>{step.text}</p>
              {actions[step.tier]}
            </li>
          );
        })}
      </ol>
    </ResultSection>
  );
}
