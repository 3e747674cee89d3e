import { useId, type ReactNode } from 'react';
import styles from './form.module.css';

/** Ids that tie a field's hint and error to its control (aria-describedby). */
export function useFieldIds(hasHint: boolean, hasError: boolean) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hasHint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ');
  return { id, hintId, errorId, describedBy: describedBy || undefined };
}

/** The hint and error lines under a field. */
export function FieldNotes(props: {
  hint?: ReactNode;
  hintId: string;
  error?: string | undefined;
  errorId: string;
}) {
  return (
    <>
      {props.hint && (
        <p id={props.hintId} className={styles.hint}>
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={props.errorId} className={styles.fieldError}>
          {props.error}
        </p>
      )}
    </>
  );
}
