import { exportGuideMessages } from '@sehat/core/privacy/export-guide-messages';
import styles from './data-export.module.css';

/** What each field name of the downloaded JSON file means, in Indonesian (ADR 203). */
export function DataExportGuide() {
  return (
    <section aria-labelledby="export-guide" className={`${styles.export} ${styles.guide}`}>
      <div>
        <h2 id="export-guide">{exportGuideMessages.title}</h2>
        <p className={styles.intro}>{exportGuideMessages.intro}</p>
        <dl className={styles.fields}>
          {Object.entries(exportGuideMessages.fields).map(([name, meaning]) => (
            <div key={name} className={styles.field}>
              <dt>
                <code>{name}</code>
              </dt>
              <dd>{meaning}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
