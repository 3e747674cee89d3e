import { ArrowRight } from 'lucide-react';
import { selftestMessages } from '@sehat/core/selftest/messages';
import { ButtonLink } from '#web/components/ui/button-link';
import { CrisisHelp } from '#web/components/crisis/crisis-help';
import styles from './questionnaire.module.css';

/**
 * Right after a submission with a crisis answer: help first, then the way to the result. A
 * visitor who signs in to talk to a counsellor arrives at the result with the chat open.
 */
export function SubmittedWithCrisis({ resultHref }: { resultHref: string }) {
  return (
    <>
      <CrisisHelp returnPath={resultHref} />
      <section className={styles.submitted} aria-labelledby="submitted-title">
        <h1 id="submitted-title">{selftestMessages.submittedTitle}</h1>
        <p>{selftestMessages.submittedText}</p>
        <ButtonLink to={resultHref} size="lg">
          {selftestMessages.seeResult}
          <ArrowRight aria-hidden="true" size={20} />
        </ButtonLink>
      </section>
    </>
  );
}
