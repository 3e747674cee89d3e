import { useId } from 'react';
import { adminQuestionMessages } from '@sehat/core/selftest/messages';
import { questionLimits, selftestCategories } from '@sehat/core/selftest/constants';
import {
  selftestQuestionBodySchema,
  type Question,
  type SelftestQuestionBody,
} from '@sehat/core/selftest/schemas';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { SelectField } from '#web/components/ui/select-field';
import { TextareaField } from '#web/components/ui/textarea-field';
import formStyles from '#web/components/ui/form.module.css';
import { errorMessage } from '#web/lib/api-error';
import { useZodForm } from '#web/lib/use-zod-form';
import styles from './admin-questions.module.css';

const categoryOptions = [
  { value: '', label: adminQuestionMessages.kategoriPlaceholder },
  ...selftestCategories.map((kategori) => ({
    value: kategori,
    label: adminQuestionMessages.categories[kategori],
  })),
];

/** Add or edit a question (spec §5: text required and trimmed; category required). */
export function QuestionForm({
  question,
  onSave,
  onCancel,
}: {
  /** The question being edited; absent when adding. */
  question?: Question;
  /** Rejects with the API's error: its message and field messages are shown here. */
  onSave: (body: SelftestQuestionBody) => Promise<unknown>;
  onCancel: () => void;
}) {
  const id = useId();
  const title = question ? adminQuestionMessages.editTitle : adminQuestionMessages.addTitle;
  const { attachForm, ...form } = useZodForm({
    schema: selftestQuestionBodySchema,
    defaultValues: {
      pertanyaan: question?.pertanyaan ?? '',
      kategori: question?.kategori ?? '',
      crisis: question?.crisis ?? false,
    },
  });
  const saving = form.formState.isSubmitting;

  const submit = form.submitWith((body) =>
    onSave(body).catch((error: unknown) =>
      form.showFailure(
        error,
        adminQuestionMessages.withReason(
          question ? adminQuestionMessages.updateFailed : adminQuestionMessages.addFailed,
          errorMessage(error),
        ),
      ),
    ),
  );

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        {title}
      </h2>
      <form ref={attachForm} className={formStyles.form} onSubmit={(e) => void submit(e)} noValidate>
        <FormAlert {...form.alert} />
        <TextareaField
          {...form.field('pertanyaan')}
          label={adminQuestionMessages.pertanyaan}
          rows={4}
          maxLength={questionLimits.pertanyaanMax}
          autoFocus
        />
        <SelectField
          {...form.field('kategori')}
          label={adminQuestionMessages.kategori}
          options={categoryOptions}
        />
        <div className={formStyles.field}>
          <label className={formStyles.checkbox}>
            <input type="checkbox" {...form.register('crisis')} aria-describedby={`${id}-crisis-hint`} />
            {adminQuestionMessages.crisis}
          </label>
          <p id={`${id}-crisis-hint`} className={formStyles.hint}>
            {adminQuestionMessages.crisisHint}
          </p>
        </div>
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            {adminQuestionMessages.cancel}
          </Button>
          <Button type="submit" loading={saving}>
            {saving ? adminQuestionMessages.saving : adminQuestionMessages.save}
          </Button>
        </div>
      </form>
    </section>
  );
}
