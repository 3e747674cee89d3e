import type { ReactNode } from 'react';
import styles from './result.module.css';

/** One titled section of a result page; `screenOnly` ones are left out of the printout. */
export function ResultSection({
  titleId,
  title,
  screenOnly = false,
  children,
}: {
  titleId?: string;
  title?: string;
  screenOnly?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={screenOnly ? `${styles.section} ${styles.noPrint}` : styles.section}
      aria-labelledby={titleId}
    >
      {title && (
        <h2 id={titleId} className={styles.sectionTitle}>
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}

/** A bulleted list of short lines in a section. */
export function ResultList({ lines }: { lines: readonly string[] }) {
  return (
    <ul className={styles.list}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** A quieter line (a source, a detail); `inline` inside a line of its own. */
export function ResultNote({ inline = false, children }: { inline?: boolean; children: ReactNode }) {
  return inline ? (
    <span className={styles.muted}>{children}</span>
  ) : (
    <p className={styles.muted}>{children}</p>
  );
}
