import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldShell } from './field-shell';
import styles from './form.module.css';

type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  label: string;
  /** The field's own error (from the server's `fields` or a schema check). */
  error?: string | undefined;
  hint?: ReactNode;
  invalid?: boolean;
};

/** A labelled input whose error and hint are announced through aria-describedby. */
export function TextField({ label, error, hint, invalid, className, ...rest }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} invalid={invalid} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          {...rest}
          id={id}
          className={styles.input}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  );
}
