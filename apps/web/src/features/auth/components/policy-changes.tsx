import { consentMessages } from '@sehat/core/privacy/consent-messages';
import styles from './policy-changes.module.css';

/** What changed in each policy version published since the person last agreed. */
export function PolicyChanges({
  versions,
}: {
  versions: readonly { version: string; changes: readonly string[] }[];
}) {
  if (versions.length === 0) return null;
  return (
    <div className={styles.changes}>
      {versions.map((entry) => (
        <section key={entry.version} aria-labelledby={`policy-${entry.version}`}>
          <h2 id={`policy-${entry.version}`} className={styles.title}>
            {consentMessages.changesTitle(entry.version)}
          </h2>
          <ul className={styles.list}>
            {entry.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
