import type { ForumTag } from '@sehat/core/forum/limits';
import { forumLabels } from '@sehat/core/forum/messages';
import styles from './tag-chip.module.css';

/** A question's category as a small coloured label. */
export function TagChip({ tag }: { tag: ForumTag }) {
  return (
    <span className={`${styles.chip} ${styles[tag]}`}>
      <span className={styles.dot} aria-hidden="true" />
      {forumLabels.tags[tag]}
    </span>
  );
}
