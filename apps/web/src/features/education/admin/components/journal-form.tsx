import { useState, type FormEvent } from 'react';
import { journalCategories, journalLimits } from '@sehat/core/education/limits';
import { journalBodySchema, type JournalBody } from '@sehat/core/education/schemas';
import { adminJournalLabels as l, educationLabels, journalMessages } from '@sehat/core/messages';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { TextareaField } from '../../../../components/ui/textarea-field';
import { ApiError } from '../../../../lib/api-error';
import { fieldErrorsFromIssues, pickFieldErrors, type FieldErrors } from '../../../../lib/form-errors';
import styles from './admin-journals.module.css';

const fieldNames = ['kategori', 'judul', 'sumber', 'kutipan'] as const;
type FieldName = (typeof fieldNames)[number];
export type JournalFormValues = Record<FieldName, string>;

const categoryOptions = [
  { value: '', label: l.chooseCategory },
  ...journalCategories.map((c) => ({ value: c, label: educationLabels.categoryNames[c] })),
];

/**
 * The add form and the inline editor. Empty fields get the spec's one message for the form
 * ('Judul, sumber, dan kutipan tidak boleh kosong'); other problems show at their field.
 */
export function JournalForm(props: {
  initial: JournalFormValues;
  categoryLocked?: boolean;
  /** Rejects with the API's error: its field messages are shown here. */
  onSubmit: (body: JournalBody) => Promise<unknown>;
  onCancel: () => void;
  pending: boolean;
  compact?: boolean;
}) {
  const [values, setValues] = useState(props.initial);
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<FieldName>>({});
  const set = (name: FieldName) => (e: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: e.target.value }));
  // An empty field is marked; the form's one alert says why (the spec's single message).
  const errorProps = (name: FieldName) =>
    fieldErrors[name] === journalMessages.requiredFields ? { invalid: true } : { error: fieldErrors[name] };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = journalBodySchema.safeParse(values);
    if (!parsed.success) {
      const errors = fieldErrorsFromIssues<FieldName>(parsed.error);
      setFieldErrors(errors);
      const required = Object.values(errors).includes(journalMessages.requiredFields);
      setFormError(required ? journalMessages.requiredFields : null);
      return;
    }
    setFormError(null);
    setFieldErrors({});
    try {
      await props.onSubmit(parsed.data);
    } catch (error) {
      if (error instanceof ApiError) setFieldErrors(pickFieldErrors(error.fields, fieldNames));
    }
  };

  return (
    <form
      className={props.compact ? styles.formCompact : styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <FormAlert message={formError} />
      <SelectField
        label={l.kategori}
        options={categoryOptions}
        value={values.kategori}
        onChange={set('kategori')}
        disabled={props.categoryLocked}
        hint={props.categoryLocked ? l.categoryLocked : undefined}
        {...errorProps('kategori')}
      />
      <TextField
        label={l.judul}
        value={values.judul}
        onChange={set('judul')}
        maxLength={journalLimits.judulMax}
        autoFocus
        {...errorProps('judul')}
      />
      <TextField
        label={l.sumber}
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={journalLimits.sumberMax}
        value={values.sumber}
        onChange={set('sumber')}
        hint={l.sumberHint}
        {...errorProps('sumber')}
      />
      <TextareaField
        label={l.kutipan}
        value={values.kutipan}
        onChange={set('kutipan')}
        maxLength={journalLimits.kutipanMax}
        rows={props.compact ? 4 : 6}
        {...errorProps('kutipan')}
      />
      <div className={styles.formActions}>
        <Button type="submit" loading={props.pending}>
          {props.pending ? l.saving : l.save}
        </Button>
        <Button variant="secondary" onClick={props.onCancel} disabled={props.pending}>
          {l.cancel}
        </Button>
      </div>
    </form>
  );
}
