import { useId, type ReactNode } from 'react';
import styles from './form.module.css';

/** What a field's control needs to be labelled and described. */
export type FieldControl = { id: string; describedBy: string | undefined; invalid: true | undefined };

/** What every field component takes for its label, hint and errors (the rest is its control's). */
export type FieldProps = {
  label: string;
  hint?: ReactNode;
  /** The field's own error (from the server's `fields` or a schema check). */
  error?: string | undefined;
  /** Marks the control invalid when the form, not the field, says why. */
  invalid?: boolean | undefined;
  /** The id of that form-level message, read out with the control. */
  describedBy?: string | undefined;
  className?: string | undefined;
};

/** A field component's props, split into the shell's and its control's. */
export function splitFieldProps<T extends FieldProps>(props: T) {
  const { label, hint, error, invalid, describedBy, className, ...control } = props;
  return [{ label, hint, error, invalid, describedBy, className }, control] as const;
}

/** The id and aria attributes that tie a control to its label, hint and errors. */
export function controlAttributes(control: FieldControl) {
  return { id: control.id, 'aria-invalid': control.invalid, 'aria-describedby': control.describedBy };
}

/**
 * A label, one control and its hint and error lines, tied together for screen readers
 * (label htmlFor, aria-describedby, aria-invalid). The control itself is the caller's.
 */
export function FieldShell(props: FieldProps & { children: (control: FieldControl) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [props.hint ? hintId : null, props.error ? errorId : null, props.describedBy ?? null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={[styles.field, props.className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {props.label}
      </label>
      {props.children({
        id,
        describedBy: describedBy || undefined,
        invalid: props.error || props.invalid ? true : undefined,
      })}
      {props.hint && (
        <p id={hintId} className={styles.hint}>
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={errorId} className={styles.fieldError}>
          {props.error}
        </p>
      )}
    </div>
  );
}
