import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import styles from './history-panel.module.css';

/**
 * One of the profile's histories (SRQ-29 results, PHQ-9 and GAD-7 scores): a titled panel with
 * what it holds; `action` sits beside the title and is left out of the printout.
 */
export function HistoryPanel({
  titleId,
  icon: Icon,
  title,
  intro,
  action,
  roomy = false,
  children,
}: {
  titleId: string;
  icon: LucideIcon;
  title: string;
  intro: string;
  action?: ReactNode;
  roomy?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={roomy ? `${styles.panel} ${styles.roomy}` : styles.panel} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          <Icon aria-hidden="true" size={22} />
          {title}
        </h2>
        {action && <div className={styles.action}>{action}</div>}
      </div>
      <p className={styles.intro}>{intro}</p>
      {children}
    </section>
  );
}
