import type { ReactNode } from 'react';
import type { ResultTone } from './tone';
import styles from './result.module.css';

/** A level as a coloured pill: in a result card it takes the card's tone, elsewhere its own. */
export function ResultBadge({ tone, children }: { tone?: ResultTone | undefined; children: ReactNode }) {
  return (
    <span className={styles.badge} data-tone={tone}>
      {children}
    </span>
  );
}
