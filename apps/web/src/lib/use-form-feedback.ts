import { useEffect, useId, useState } from 'react';
import { focusFirstInvalid, type FieldErrors } from './form-errors';

/** Why a submit failed: a form-level message, each field's own, and the fields the message is about. */
export type FormFailure<K extends string> = {
  message?: string | null;
  fields?: FieldErrors<K>;
  invalid?: readonly K[];
};

type State<K extends string> = Required<FormFailure<K>> & { attempt: number };

/**
 * The error state of a form, kept in one place: the message at the top (`alert`), the errors
 * under the fields, and which fields the top message is about. `field(name)` gives a field
 * component its `error`, `invalid` and `describedBy`, so every error is tied to its field
 * (aria-invalid, aria-describedby); after every failed submit focus moves to the first
 * invalid field.
 */
export function useFormFeedback<K extends string>() {
  const alertId = useId();
  // A callback ref (a state setter), so the returned object holds no ref to read in render.
  const [form, attachForm] = useState<HTMLFormElement | null>(null);
  const [state, setState] = useState<State<K>>({ message: null, fields: {}, invalid: [], attempt: 0 });

  useEffect(() => {
    if (state.attempt > 0) focusFirstInvalid(form);
  }, [state.attempt, form]);

  return {
    attachForm,
    alert: { id: alertId, message: state.message },
    fail: ({ message = null, fields = {}, invalid = [] }: FormFailure<K>) =>
      setState((current) => ({ message, fields, invalid, attempt: current.attempt + 1 })),
    clear: () => setState((current) => ({ ...current, message: null, fields: {}, invalid: [] })),
    /** Typing in a field takes its own error away. */
    clearField: (name: K) =>
      setState((current) =>
        current.fields[name] ? { ...current, fields: { ...current.fields, [name]: undefined } } : current,
      ),
    field: (name: K) => {
      const named = state.invalid.includes(name) && state.message !== null;
      return {
        error: state.fields[name],
        invalid: named,
        describedBy: named ? alertId : undefined,
      };
    },
  };
}
