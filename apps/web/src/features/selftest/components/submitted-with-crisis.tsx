import { useNavigate } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { selftestMessages } from '@sehat/core/selftest/messages';
import { ButtonLink } from '../../../components/ui/button-link';
import { openChat } from '../../../lib/chat-launcher';
import { CrisisHelp } from '../../../components/crisis/crisis-help';
import styles from './questionnaire.module.css';

/**
 * Right after a submission with a crisis answer: help first, then the way to the result.
 * The chat is not shown on the test page, so asking for it goes on to the result page; a
 * visitor logs in (or registers) and arrives there with the chat open.
 */
export function SubmittedWithCrisis({ resultHref, loggedIn }: { resultHref: string; loggedIn: boolean }) {
  const navigate = useNavigate();
  return (
    <>
      <CrisisHelp
        loggedIn={loggedIn}
        returnPath={resultHref}
        onChat={() => {
          openChat();
          void navigate(resultHref);
        }}
      />
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
