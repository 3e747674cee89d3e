import type { ReactNode } from 'react';
import styles from './page-header.module.css';

/** The page's one <h1>, with an optional line above and text below. */
export function PageHeader({
  title,
  eyebrow,
  children,
  align = 'start',
}: {
  title: string;
  eyebrow?: string;
  children?: ReactNode;
  align?: 'start' | 'center';
}) {
  return (
    <div className={`${styles.header} ${align === 'center' ? styles.center : ''}`}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 className={styles.title}>{title}</h1>
      {children && <div className={styles.text}>{children}</div>}
    </div>
  );
}
