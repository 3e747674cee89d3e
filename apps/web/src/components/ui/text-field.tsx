import type { ComponentPropsWithRef } from 'react';
import { controlAttributes, FieldShell, splitFieldProps, type FieldProps } from './field-shell';
import styles from './form.module.css';

type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'className'> & FieldProps;

/** A labelled input whose error and hint are announced through aria-describedby. */
export function TextField(props: TextFieldProps) {
  const [shell, input] = splitFieldProps(props);
  return (
    <FieldShell {...shell}>
      {(control) => <input {...input} {...controlAttributes(control)} className={styles.input} />}
    </FieldShell>
  );
}
