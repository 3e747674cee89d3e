import { useId, useState } from 'react';
import type { ForumQuestion } from '@sehat/core/forum/contract';
import { forumLimits } from '@sehat/core/forum/limits';
import { forumQuestionBodySchema } from '@sehat/core/forum/schemas';
import { dialogTitles } from '@sehat/core/messages';
import { forumLabels, forumMessages } from '@sehat/core/forum/messages';
import { useDialog } from '#web/components/dialog/dialog-context';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { TextareaField } from '#web/components/ui/textarea-field';
import { useZodForm } from '#web/lib/use-zod-form';
import { useSaveQuestion } from '../api/save-question';
import { useCrisisHold } from '../hooks/use-crisis-hold';
import { useOfferCrisisHelp } from '../hooks/use-crisis-help';
import { failureText } from '../utils/failure-text';
import { saveQuestionDraft, takeQuestionDraft } from '../utils/question-draft';
import { tagChoices } from '../utils/tag-choices';
import { AnonymousField } from './anonymous-field';
import choices from './choices.module.css';
import { SlidePanel } from './slide-panel';
import styles from './question-form-panel.module.css';

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
  // A question left for a counsellor chat earlier in this tab comes back when a new one starts.
  const [draft] = useState(() => (editing ? null : takeQuestionDraft()));
  const { attachForm, ...form } = useZodForm({
    schema: forumQuestionBodySchema,
    defaultValues: {
      title: question?.title ?? draft?.title ?? '',
      desc: question?.desc ?? draft?.desc ?? '',
      tag: question?.tag ?? null,
    },
  });
  const [title, desc, tag] = form.watch(['title', 'desc', 'tag']);
  const [anonymous, setAnonymous] = useState(false);
  const save = useSaveQuestion();
  const dialog = useDialog();
  const offerCrisisHelp = useOfferCrisisHelp();

  const idleLabel = editing ? forumLabels.update : forumLabels.submit;
  const busyLabel = editing ? forumLabels.saving : forumLabels.sending;

  const hold = useCrisisHold(() => {
    saveQuestionDraft({ title, desc });
    onClose();
  });

  const onSubmit = form.submitWith((body) => {
    const text = `${body.title}\n${body.desc}`;
    const send = (asAnonymous: boolean, held: boolean) =>
      save.mutate(
        { ...body, anonymous: asAnonymous, id: question?.id },
        {
          onSuccess: (data) => {
            onSaved(data.question);
            if (data.crisis && !held) offerCrisisHelp(text);
          },
          onError: (error) => {
            if (hold.unsent(text, error) || form.showFailure(error)) return;
            const action = editing ? forumMessages.updateQuestionFailed : forumMessages.createQuestionFailed;
            void dialog.alert({
              title: dialogTitles.failure,
              message: failureText(action, error),
              tone: 'danger',
            });
          },
        },
      );
    // An edit is not held: its help follows the save, as before.
    if (editing) send(anonymous, false);
    else hold.guard(text, anonymous, send);
  });

  return (
    <SlidePanel
      title={editing ? forumLabels.editTitle : forumLabels.askTitle}
      titleId={`${id}-title`}
      onClose={onClose}
      wide
    >
      <form ref={attachForm} className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField
          {...form.field('title')}
          label={forumLabels.titleField}
          required
          data-autofocus
          placeholder={forumLabels.titlePlaceholder}
          maxLength={forumLimits.titleMax}
          hint={forumLabels.charCount(title.length, forumLimits.titleMax)}
        />
        <TextareaField
          {...form.field('desc')}
          label={forumLabels.descField}
          required
          rows={8}
          placeholder={forumLabels.descPlaceholder}
          maxLength={forumLimits.descMax}
          hint={forumLabels.charCount(desc.length, forumLimits.descMax)}
        />
        <fieldset className={styles.tags}>
          <legend className={choices.legend}>{forumLabels.tag}</legend>
          {tagOptions.map((choice) => (
            <label key={choice.label} className={choices.choice}>
              <input
                type="radio"
                name="tag"
                checked={tag === choice.value}
                onChange={() => form.setValue('tag', choice.value)}
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
      {hold.dialog}
    </SlidePanel>
  );
}
