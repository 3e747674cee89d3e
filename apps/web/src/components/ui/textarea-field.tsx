import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldNotes, useFieldIds } from './field-parts';
import styles from './form.module.css';

type TextareaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
};

/** A labelled multi-line text field whose hint and error are announced with it. */
export function TextareaField({ label, error, hint, className, ...rest }: TextareaFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(Boolean(hint), Boolean(error));
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        {...rest}
        id={id}
        className={styles.textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
