import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { resultLabels } from '@sehat/core/selftest/messages';
import { serviceLabels } from '@sehat/core/services/messages';
import type { ResultText } from '@sehat/core/selftest/result-content';
import { paths } from '../../../config/paths';
import styles from './result.module.css';

/** Advice for this result and severity, what it means, and when and where to get help. */
export function ResultAdvice({ text }: { text: ResultText }) {
  return (
    <>
      <section className={styles.section} aria-labelledby="advice-title">
        <h2 id="advice-title" className={styles.sectionTitle}>
          {resultLabels.advice}
        </h2>
        <ul className={styles.adviceList}>
          {text.advice.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="explanation-title">
        <h2 id="explanation-title" className={styles.sectionTitle}>
          {resultLabels.explanation}
        </h2>
        {text.about.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <section className={styles.section} aria-labelledby="seek-help-title">
        <h2 id="seek-help-title" className={styles.sectionTitle}>
          {resultLabels.seekHelp}
        </h2>
        <p>{text.seekHelpNote}</p>
        <ul className={styles.adviceList}>
          {text.seekHelpPlaces.map((place) => (
            <li key={place}>{place}</li>
          ))}
        </ul>
        <p>
          <Link to={paths.Services.getHref()} className={styles.nextStep}>
            <MapPin aria-hidden="true" size={18} />
            {serviceLabels.nextStepsLink}
          </Link>
        </p>
      </section>
    </>
  );
}
