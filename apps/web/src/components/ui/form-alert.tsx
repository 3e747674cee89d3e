import { CircleExclamationPoint, CircleCheck } from 'lucide-react';
import styles from './form.module.css';

/** A form-level message: errors are announced at once (role=alert), successes politely. */
export function FormAlert({
  message,
  tone = 'error',
  id,
}: {
  message: string | null;
  tone?: 'error' | 'success';
  /** Lets the fields it is about point to it (aria-describedby). */
  id?: string | undefined;
}) {
  if (!message) return null;
  const Icon = tone === 'error' ? CircleExclamationPoint : CircleCheck;
  return (
    <div
      id={id}
      className={tone === 'error' ? styles.alertError : styles.alertSuccess}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <Icon aria-hidden="true" size={20} className={styles.alertIcon} />
      <p>{message}</p>
    </div>
  );
}
