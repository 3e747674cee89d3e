import type { ComponentPropsWithRef } from 'react';
import { controlAttributes, FieldShell, splitFieldProps, type FieldProps } from './field-shell';
import styles from './form.module.css';

type TextareaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'className'> & FieldProps;

/** A labelled multi-line text field whose hint and error are announced with it. */
export function TextareaField(props: TextareaFieldProps) {
  const [shell, { rows = 4, ...textarea }] = splitFieldProps(props);
  return (
    <FieldShell {...shell}>
      {(control) => (
        <textarea {...textarea} rows={rows} {...controlAttributes(control)} className={styles.textarea} />
      )}
    </FieldShell>
  );
}
