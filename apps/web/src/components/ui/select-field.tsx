import type { ComponentPropsWithRef } from 'react';
import { controlAttributes, FieldShell, splitFieldProps, type FieldProps } from './field-shell';
import styles from './form.module.css';

type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'id' | 'className'> &
  FieldProps & { options: readonly { value: string; label: string }[] };

/** A labelled native select (a real listbox for keyboards and screen readers). */
export function SelectField(props: SelectFieldProps) {
  const [shell, { options, ...select }] = splitFieldProps(props);
  return (
    <FieldShell {...shell}>
      {(control) => (
        <select {...select} {...controlAttributes(control)} className={`${styles.input} ${styles.select}`}>
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
