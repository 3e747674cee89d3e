import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldShell } from './field-shell';
import styles from './form.module.css';

type TextareaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  invalid?: boolean;
  /** The id of a form-level message that explains why the field is invalid. */
  describedBy?: string | undefined;
};

/** A labelled multi-line text field whose hint and error are announced with it. */
export function TextareaField({
  label,
  error,
  hint,
  invalid,
  describedBy,
  className,
  rows = 4,
  ...rest
}: TextareaFieldProps) {
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
        <textarea
          {...rest}
          rows={rows}
          id={control.id}
          className={styles.textarea}
          aria-invalid={control.invalid}
          aria-describedby={control.describedBy}
        />
      )}
    </FieldShell>
  );
}
