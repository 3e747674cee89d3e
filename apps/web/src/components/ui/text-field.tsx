import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldNotes, useFieldIds } from './field-parts';
import styles from './form.module.css';

type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  label: string;
  /** The field's own error (from the server's `fields` or a schema check). */
  error?: string | undefined;
  hint?: ReactNode;
};

/** A labelled input whose error and hint are announced through aria-describedby. */
export function TextField({ label, error, hint, className, ...rest }: TextFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(Boolean(hint), Boolean(error));
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        {...rest}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
