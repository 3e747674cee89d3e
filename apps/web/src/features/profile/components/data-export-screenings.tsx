import type { DataExport } from '@sehat/core/privacy/export-schema';
import { privacyMessages } from '@sehat/core/privacy/messages';
import { answerLabels } from '@sehat/core/screenings/items';
import { bandLabels, screeningCatalogue } from '@sehat/core/screenings/messages';
import { formatDateTime } from '@sehat/core/time/format';
import styles from './data-export.module.css';

/** The export's PHQ-9 and GAD-7 results, each answer beside its question. */
export function DataExportScreenings({ screenings }: { screenings: DataExport['screenings'] }) {
  return (
    <section aria-labelledby="export-screenings">
      <h2 id="export-screenings">{privacyMessages.sectionScreenings}</h2>
      {screenings.length === 0 && <p>{privacyMessages.none}</p>}
      {screenings.map((result) => (
        <article key={result.id} className={styles.item}>
          <h3>
            {formatDateTime(result.createdAt)}: {screeningCatalogue[result.code].name} (
            {privacyMessages.selftestScore(result.score)}, {bandLabels[result.band]})
          </h3>
          <p className={styles.meta}>{privacyMessages.answersTitle}</p>
          <ol className={styles.answers}>
            {result.answers.map((answer) => (
              <li key={answer.nomor} value={answer.nomor}>
                {answer.text} <strong>{answerLabels[answer.jawaban]}</strong>
              </li>
            ))}
          </ol>
        </article>
      ))}
    </section>
  );
}
