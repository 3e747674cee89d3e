import { labels } from '@sehat/core/messages';
import styles from './skip-link.module.css';

export const mainContentId = 'main';

/** The first focusable element of every page: jumps past the navigation. */
export function SkipLink() {
  return (
    <a className={styles.skip} href={`#${mainContentId}`}>
      {labels.nav.skipToContent}
    </a>
  );
}
