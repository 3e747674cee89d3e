import type { PresenceStatus } from '@sehat/core/chat/counsellor-service';
import styles from './presence-dot.module.css';

/** A presence's colour, beside its word (never alone): filled online, ringed away, hollow offline. */
export function PresenceDot({ presence }: { presence: PresenceStatus }) {
  return <span className={styles.dot} data-presence={presence} aria-hidden="true" />;
}
