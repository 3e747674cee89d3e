import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldShell } from './field-shell';
import styles from './form.module.css';

type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  label: string;
  /** The field's own error (from the server's `fields` or a schema check). */
  error?: string | undefined;
  hint?: ReactNode;
  invalid?: boolean;
  /** The id of a form-level message that explains why the field is invalid. */
  describedBy?: string | undefined;
};

/** A labelled input whose error and hint are announced through aria-describedby. */
export function TextField({ label, error, hint, invalid, describedBy, className, ...rest }: TextFieldProps) {
  return (
    <FieldShell
      label={label}
      error={error}
      hint={hint}
      invalid={invalid}
      describedBy={describedBy}
      className={className}
    >
      {(control) => (
        <input
          {...rest}
          id={control.id}
          className={styles.input}
          aria-invalid={control.invalid}
          aria-describedby={control.describedBy}
        />
      )}
    </FieldShell>
  );
}
