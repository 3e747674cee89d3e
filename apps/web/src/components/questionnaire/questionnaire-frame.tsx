import type { FormEvent, ReactNode, Ref } from 'react';
import styles from './questionnaire.module.css';

/**
 * The form around the questions. It posts (ADR 58), so answers chosen before the app runs never
 * reach a URL; once the app runs, `onSubmit` sends them itself.
 */
export function QuestionnaireFrame({
  ref,
  onSubmit,
  children,
}: {
  ref: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form ref={ref} method="post" className={styles.form} onSubmit={onSubmit} noValidate>
      {children}
    </form>
  );
}
