import { useId, useState, type FormEvent } from 'react';
import { adminQuestionMessages as m } from '@sehat/core/messages';
import { questionLimits, selftestCategories } from '@sehat/core/selftest/constants';
import {
  selftestQuestionBodySchema,
  type Question,
  type SelftestQuestionBody,
} from '@sehat/core/selftest/schemas';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import formStyles from '../../../../components/ui/form.module.css';
import styles from './admin-questions.module.css';

type FieldErrors = Partial<Record<'pertanyaan' | 'kategori', string>>;

function checkForm(values: { pertanyaan: string; kategori: string; crisis: boolean }) {
  const parsed = selftestQuestionBodySchema.safeParse({ ...values, kategori: values.kategori || undefined });
  if (parsed.success) return { body: parsed.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'pertanyaan' || field === 'kategori') && !errors[field]) errors[field] = issue.message;
  }
  return { body: null, errors };
}

/** Add or edit a question (spec §5: text required and trimmed; category required). */
export function QuestionForm({
  question,
  saving,
  error,
  serverFields,
  onSave,
  onCancel,
}: {
  /** The question being edited; absent when adding. */
  question?: Question;
  saving: boolean;
  error: string | null;
  serverFields: Readonly<Record<string, string>>;
  onSave: (body: SelftestQuestionBody) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState({
    pertanyaan: question?.pertanyaan ?? '',
    kategori: question?.kategori ?? '',
    crisis: question?.crisis ?? false,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const id = useId();
  const title = question ? m.editTitle : m.addTitle;
  const fieldError = (field: keyof FieldErrors) => errors[field] ?? serverFields[field];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkForm(values);
    setErrors(checked.errors);
    if (checked.body) onSave(checked.body);
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        {title}
      </h2>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <FormAlert message={error} />
        <div className={formStyles.field}>
          <label htmlFor={`${id}-text`} className={formStyles.label}>
            {m.pertanyaan}
          </label>
          <textarea
            id={`${id}-text`}
            className={`${formStyles.textarea} ${styles.textarea}`}
            rows={4}
            maxLength={questionLimits.pertanyaanMax}
            value={values.pertanyaan}
            onChange={(e) => setValues({ ...values, pertanyaan: e.target.value })}
            aria-invalid={fieldError('pertanyaan') ? true : undefined}
            aria-describedby={fieldError('pertanyaan') ? `${id}-text-error` : undefined}
            autoFocus
          />
          {fieldError('pertanyaan') && (
            <p id={`${id}-text-error`} className={formStyles.fieldError}>
              {fieldError('pertanyaan')}
            </p>
          )}
        </div>
        <div className={formStyles.field}>
          <label htmlFor={`${id}-category`} className={formStyles.label}>
            {m.kategori}
          </label>
          <select
            id={`${id}-category`}
            className={formStyles.input}
            value={values.kategori}
            onChange={(e) => setValues({ ...values, kategori: e.target.value })}
            aria-invalid={fieldError('kategori') ? true : undefined}
            aria-describedby={fieldError('kategori') ? `${id}-category-error` : undefined}
          >
            <option value="">{m.kategoriPlaceholder}</option>
            {selftestCategories.map((kategori) => (
              <option key={kategori} value={kategori}>
                {m.categories[kategori]}
              </option>
            ))}
          </select>
          {fieldError('kategori') && (
            <p id={`${id}-category-error`} className={formStyles.fieldError}>
              {fieldError('kategori')}
            </p>
          )}
        </div>
        <div className={formStyles.field}>
          <label className={formStyles.checkbox}>
            <input
              type="checkbox"
              checked={values.crisis}
              onChange={(e) => setValues({ ...values, crisis: e.target.checked })}
              aria-describedby={`${id}-crisis-hint`}
            />
            {m.crisis}
          </label>
          <p id={`${id}-crisis-hint`} className={formStyles.hint}>
            {m.crisisHint}
          </p>
        </div>
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            {m.cancel}
          </Button>
          <Button type="submit" loading={saving}>
            {saving ? m.saving : m.save}
          </Button>
        </div>
      </form>
    </section>
  );
}
