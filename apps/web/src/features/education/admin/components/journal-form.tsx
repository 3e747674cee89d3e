import { journalCategories, journalLimits } from '@sehat/core/education/limits';
import { journalBodySchema, type JournalBody } from '@sehat/core/education/schemas';
import { adminJournalLabels, educationLabels, journalMessages } from '@sehat/core/education/messages';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { SelectField } from '#web/components/ui/select-field';
import { TextField } from '#web/components/ui/text-field';
import { TextareaField } from '#web/components/ui/textarea-field';
import { useZodForm } from '#web/lib/use-zod-form';
import styles from './admin-journals.module.css';

export type JournalFormValues = Record<'kategori' | 'judul' | 'sumber' | 'kutipan', string>;

const categoryOptions = [
  { value: '', label: adminJournalLabels.chooseCategory },
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
  // An empty field is marked; the form's one alert says why (the spec's single message).
  const { attachForm, ...form } = useZodForm({
    schema: journalBodySchema,
    defaultValues: props.initial,
    formMessages: [journalMessages.requiredFields],
  });

  // A failed save shows the server's field messages here; anything else is the caller's to tell.
  const submit = form.submitWith((body) =>
    props.onSubmit(body).catch((error: unknown) => form.showFailure(error)),
  );

  return (
    <form
      ref={attachForm}
      className={props.compact ? styles.formCompact : styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <FormAlert {...form.alert} />
      <SelectField
        {...form.field('kategori')}
        label={adminJournalLabels.kategori}
        options={categoryOptions}
        disabled={props.categoryLocked}
        hint={props.categoryLocked ? adminJournalLabels.categoryLocked : undefined}
      />
      <TextField
        {...form.field('judul')}
        label={adminJournalLabels.judul}
        maxLength={journalLimits.judulMax}
        autoFocus
      />
      <TextField
        {...form.field('sumber')}
        label={adminJournalLabels.sumber}
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={journalLimits.sumberMax}
        hint={adminJournalLabels.sumberHint}
      />
      <TextareaField
        {...form.field('kutipan')}
        label={adminJournalLabels.kutipan}
        maxLength={journalLimits.kutipanMax}
        rows={props.compact ? 4 : 6}
      />
      <div className={styles.formActions}>
        <Button type="submit" loading={props.pending}>
          {props.pending ? adminJournalLabels.saving : adminJournalLabels.save}
        </Button>
        <Button variant="secondary" onClick={props.onCancel} disabled={props.pending}>
          {adminJournalLabels.cancel}
        </Button>
      </div>
    </form>
  );
}
