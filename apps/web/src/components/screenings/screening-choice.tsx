import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { screeningCodes, screeningMinutes, type ScreeningCode } from '@sehat/core/screenings/instruments';
import { screeningCatalogue, screeningChoiceMessages } from '@sehat/core/screenings/messages';
import { paths } from '#web/config/paths';
import styles from './screening-choice.module.css';

const hrefOf = (code: ScreeningCode) =>
  code === 'srq29' ? paths.TesDiri.getHref() : paths.Screening.getHref(code);

/**
 * The choice of tests at the top of every questionnaire: SRQ-29, PHQ-9 (depresi) and GAD-7
 * (kecemasan), each with what it is for and how long it takes; the open one is marked.
 */
export function ScreeningChoice({ current }: { current: ScreeningCode }) {
  return (
    <nav className={styles.choice} aria-labelledby="screening-choice-title">
      <h2 id="screening-choice-title" className={styles.title}>
        {screeningChoiceMessages.title}
      </h2>
      <ul className={styles.list}>
        {screeningCodes.map((code) => {
          const { title, topic, purpose } = screeningCatalogue[code];
          const isCurrent = code === current;
          return (
            <li key={code}>
              <Link
                to={hrefOf(code)}
                className={styles.card}
                aria-current={isCurrent ? 'page' : undefined}
                data-current={isCurrent}
              >
                <span className={styles.head}>
                  <span className={styles.topic}>{topic}</span>
                  {isCurrent && <span className={styles.badge}>{screeningChoiceMessages.current}</span>}
                </span>
                <span className={styles.name}>{title}</span>
                <span className={styles.purpose}>{purpose}</span>
                <span className={styles.minutes}>
                  <Clock aria-hidden="true" size={14} />
                  {screeningChoiceMessages.minutes(screeningMinutes[code])}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
