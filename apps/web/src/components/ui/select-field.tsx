import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldShell } from './field-shell';
import styles from './form.module.css';

type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'id'> & {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  hint?: ReactNode;
  invalid?: boolean;
};

/** A labelled native select (a real listbox for keyboards and screen readers). */
export function SelectField({ label, options, error, hint, invalid, className, ...rest }: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} invalid={invalid} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          {...rest}
          id={id}
          className={`${styles.input} ${styles.select}`}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
