import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './form.module.css';

type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'className' | 'type'> & {
  label: string;
  /** Shown after the label, outside it (a link the label text refers to). */
  extra?: ReactNode;
  error?: string | undefined;
};

/** A real checkbox with its label, and its error announced through aria-describedby. */
export function CheckboxField({ label, extra, error, ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.checkField}>
      <div className={styles.checkRow}>
        <input
          {...input}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>
          <label htmlFor={id}>{label}</label> {extra}
        </span>
      </div>
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
