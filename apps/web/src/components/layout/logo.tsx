import { labels } from '@sehat/core/messages';
import styles from './logo.module.css';

/** The brand mark (a leaf inside a heart) and the name; `compact`: the mark alone on the narrowest phones. */
export function Logo({ tone = 'dark', compact = false }: { tone?: 'dark' | 'light'; compact?: boolean }) {
  const classes = [styles.logo, tone === 'light' && styles.light, compact && styles.compact];
  return (
    <span className={classes.filter(Boolean).join(' ')}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" className={styles.markBg} />
        <path
          d="M16 25.5s-8.5-4.9-8.5-11.1A4.6 4.6 0 0 1 16 12a4.6 4.6 0 0 1 8.5 2.4c0 6.2-8.5 11.1-8.5 11.1Z"
          className={styles.markHeart}
        />
        <path d="M16 22.5c0-4 1.6-6.6 4.2-8-3.4.2-5.6 2.6-4.2 8Z" className={styles.markLeaf} />
      </svg>
      <span className={styles.name}>{labels.brand}</span>
    </span>
  );
}
