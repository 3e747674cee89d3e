import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text for screen readers only (e.g. the name of an icon-only link). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}
