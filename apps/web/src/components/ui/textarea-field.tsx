import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldShell } from './field-shell';
import styles from './form.module.css';

type TextareaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  invalid?: boolean;
};

/** A labelled multi-line text field whose hint and error are announced with it. */
export function TextareaField({
  label,
  error,
  hint,
  invalid,
  className,
  rows = 4,
  ...rest
}: TextareaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} invalid={invalid} className={className}>
      {({ id, describedBy, invalid }) => (
        <textarea
          {...rest}
          rows={rows}
          id={id}
          className={styles.textarea}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  );
}
