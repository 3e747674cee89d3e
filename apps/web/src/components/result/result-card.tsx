import type { ReactNode } from 'react';
import { ShieldCheck } from 'lucide-react';
import note from '../ui/note.module.css';
import type { ResultTone } from './tone';
import { ResultBadge } from './result-badge';
import styles from './result.module.css';

/**
 * The result itself: its title and level, what the instrument shows of it (`children`), and that
 * a screening is no diagnosis. After a crisis answer the card keeps the red edge and drops the
 * level's colour.
 */
export function ResultCard({
  titleId,
  label,
  title,
  level,
  tone,
  crisis,
  caveat,
  children,
}: {
  titleId: string;
  /** A line above the title. */
  label?: string;
  title: ReactNode;
  level: string;
  tone: ResultTone | undefined;
  crisis: boolean;
  caveat: string;
  children: ReactNode;
}) {
  return (
    <section
      className={styles.card}
      aria-labelledby={titleId}
      data-tone={tone}
      data-crisis={crisis || undefined}
    >
      {label && <p className={styles.cardLabel}>{label}</p>}
      <div className={styles.cardHead}>
        <h2 id={titleId} className={styles.cardTitle}>
          {title}
        </h2>
        <ResultBadge>{level}</ResultBadge>
      </div>
      {children}
      <p className={`${note.note} ${styles.caveat}`}>
        <ShieldCheck aria-hidden="true" size={18} />
        {caveat}
      </p>
    </section>
  );
}

/** When the result was taken and what it counted, as terms and values. */
export function ResultFacts({ facts }: { facts: readonly { term: string; value: ReactNode }[] }) {
  return (
    <dl className={styles.meta}>
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt>{fact.term}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** After a crisis answer: that the answer counts more than the score. */
export function ResultCrisisNote({ children }: { children: ReactNode }) {
  return <p className={styles.crisisNote}>{children}</p>;
}
