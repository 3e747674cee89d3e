import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldShell } from './field-shell';
import styles from './form.module.css';

type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'id'> & {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  hint?: ReactNode;
  invalid?: boolean;
  /** The id of a form-level message that explains why the field is invalid. */
  describedBy?: string | undefined;
};

/** A labelled native select (a real listbox for keyboards and screen readers). */
export function SelectField({
  label,
  options,
  error,
  hint,
  invalid,
  describedBy,
  className,
  ...rest
}: SelectFieldProps) {
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
        <select
          {...rest}
          id={control.id}
          className={`${styles.input} ${styles.select}`}
          aria-invalid={control.invalid}
          aria-describedby={control.describedBy}
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
