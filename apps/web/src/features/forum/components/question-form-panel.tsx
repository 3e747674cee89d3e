import { useId, useState, type FormEvent } from 'react';
import type { ForumQuestion } from '@sehat/core/forum/contract';
import { forumLimits, type ForumTag } from '@sehat/core/forum/limits';
import { forumQuestionBodySchema } from '@sehat/core/forum/schemas';
import { dialogTitles, forumLabels, forumMessages } from '@sehat/core/messages';
import { useDialog } from '../../../components/dialog/dialog-context';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-error';
import { fieldErrorsFromIssues, pickFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useSaveQuestion } from '../api/save-question';
import { useOfferCrisisHelp } from '../hooks/use-crisis-help';
import { failureText } from '../utils/failure-text';
import { tagChoices } from '../utils/tag-choices';
import { AnonymousField } from './anonymous-field';
import choices from './choices.module.css';
import { SlidePanel } from './slide-panel';
import styles from './question-form-panel.module.css';

type Field = 'title' | 'desc';
const fieldNames: readonly Field[] = ['title', 'desc'];

const tagOptions = tagChoices(forumLabels.tagNone);

/** 'Buat Pertanyaan Baru' or, with a question, 'Edit Pertanyaan' (spec §2 Forum). */
export function QuestionFormPanel({
  question,
  onClose,
  onSaved,
}: {
  question?: ForumQuestion;
  onClose: () => void;
  onSaved: (saved: ForumQuestion) => void;
}) {
  const id = useId();
  const editing = question !== undefined;
  const [title, setTitle] = useState(question?.title ?? '');
  const [desc, setDesc] = useState(question?.desc ?? '');
  const [tag, setTag] = useState<ForumTag | null>(question?.tag ?? null);
  const [anonymous, setAnonymous] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const save = useSaveQuestion();
  const dialog = useDialog();
  const offerCrisisHelp = useOfferCrisisHelp();

  const idleLabel = editing ? forumLabels.update : forumLabels.submit;
  const busyLabel = editing ? forumLabels.saving : forumLabels.sending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = forumQuestionBodySchema.safeParse({ title, desc, tag });
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues<Field>(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(
      { ...parsed.data, anonymous, id: question?.id },
      {
        onSuccess: (data) => {
          onSaved(data.question);
          if (data.crisis) offerCrisisHelp();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? pickFieldErrors(error.fields, fieldNames) : {};
          if (Object.keys(fields).length > 0) return setErrors(fields);
          const action = editing ? forumMessages.updateQuestionFailed : forumMessages.createQuestionFailed;
          void dialog.alert({
            title: dialogTitles.failure,
            message: failureText(action, error),
            tone: 'danger',
          });
        },
      },
    );
  };

  return (
    <SlidePanel
      title={editing ? forumLabels.editTitle : forumLabels.askTitle}
      titleId={`${id}-title`}
      onClose={onClose}
      wide
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={forumLabels.titleField}
          name="title"
          required
          data-autofocus
          placeholder={forumLabels.titlePlaceholder}
          maxLength={forumLimits.titleMax}
          value={title}
          error={errors.title}
          hint={forumLabels.charCount(title.length, forumLimits.titleMax)}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextareaField
          label={forumLabels.descField}
          name="desc"
          required
          rows={8}
          placeholder={forumLabels.descPlaceholder}
          maxLength={forumLimits.descMax}
          value={desc}
          error={errors.desc}
          hint={forumLabels.charCount(desc.length, forumLimits.descMax)}
          onChange={(event) => setDesc(event.target.value)}
        />
        <fieldset className={styles.tags}>
          <legend className={choices.legend}>{forumLabels.tag}</legend>
          {tagOptions.map((choice) => (
            <label key={choice.label} className={choices.choice}>
              <input
                type="radio"
                name="tag"
                checked={tag === choice.value}
                onChange={() => setTag(choice.value)}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
        {!editing && <AnonymousField checked={anonymous} onChange={setAnonymous} />}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {forumLabels.formCancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {save.isPending ? busyLabel : idleLabel}
          </Button>
        </div>
      </form>
    </SlidePanel>
  );
}
