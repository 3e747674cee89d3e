import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { resultLabels } from '@sehat/core/selftest/messages';
import { serviceLabels } from '@sehat/core/services/messages';
import type { ResultText } from '@sehat/core/selftest/result-content';
import { ResultList, ResultSection } from '#web/components/result/result-section';
import { paths } from '#web/config/paths';
import styles from './result.module.css';

/** Advice for this result and severity, what it means, and when and where to get help. */
export function ResultAdvice({ text }: { text: ResultText }) {
  return (
    <>
      <ResultSection titleId="advice-title" title={resultLabels.advice}>
        <ResultList lines={text.advice} />
      </ResultSection>
      <ResultSection titleId="explanation-title" title={resultLabels.explanation}>
        {text.about.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </ResultSection>
      <ResultSection titleId="seek-help-title" title={resultLabels.seekHelp}>
        <p>{text.seekHelpNote}</p>
        <ResultList lines={text.seekHelpPlaces} />
        <p>
          <Link to={paths.Services.getHref()} className={styles.nextStep}>
            <MapPin aria-hidden="true" size={18} />
            {serviceLabels.nextStepsLink}
          </Link>
        </p>
      </ResultSection>
    </>
  );
}
