import type { ReactNode } from 'react';
import styles from './questionnaire.module.css';

/** The buttons below the questions, at the end of the line, with what still blocks them above. */
export function QuestionnaireActions({
  hint,
  hintId,
  children,
}: {
  hint?: string | null;
  /** The id the blocked buttons are described by. */
  hintId?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.actions}>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.buttons}>{children}</div>
    </div>
  );
}
