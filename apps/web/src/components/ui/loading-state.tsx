import { commonMessages } from '@sehat/core/messages';
import styles from './loading-state.module.css';

/** A centred spinner with a text that screen readers hear once. */
export function LoadingState({ text = commonMessages.loading }: { text?: string }) {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
