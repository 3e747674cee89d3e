import { commonMessages } from '@sehat/core/messages';
import styles from './loading-state.module.css';

/** A centred spinner with a text that screen readers hear once. */
export function LoadingState({
  text = commonMessages.loading,
  fullPage = false,
}: {
  text?: string;
  /** Fills the viewport (the first load, before any layout exists). */
  fullPage?: boolean;
}) {
  return (
    <div className={`${styles.loading} ${fullPage ? styles.fullPage : ''}`} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
