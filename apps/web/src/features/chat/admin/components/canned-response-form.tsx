import {
  cannedResponseBodySchema,
  cannedResponseLimits,
  type CannedResponseBody,
} from '@sehat/core/chat/canned-responses';
import { cannedResponseLabels, cannedResponseMessages } from '@sehat/core/chat/messages';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { TextField } from '#web/components/ui/text-field';
import { TextareaField } from '#web/components/ui/textarea-field';
import { errorMessage } from '#web/lib/api-error';
import { useZodForm } from '#web/lib/use-zod-form';
import styles from './canned-responses.module.css';

/** Adds or edits one prepared answer: a title to find it by and the text it inserts. */
export function CannedResponseForm({
  heading,
  initial,
  onSubmit,
  onCancel,
  pending,
}: {
  heading: string;
  initial: CannedResponseBody;
  /** Rejects with the API's error: field messages go under their fields, others on top. */
  onSubmit: (body: CannedResponseBody) => Promise<unknown>;
  onCancel: () => void;
  pending: boolean;
}) {
  const { attachForm, ...form } = useZodForm({ schema: cannedResponseBodySchema, defaultValues: initial });
  const submit = form.submitWith((body) =>
    onSubmit(body).catch((error: unknown) => {
      if (!form.showFailure(error))
        form.showFailure(error, errorMessage(error, cannedResponseMessages.saveFailed));
    }),
  );
  return (
    <form
      ref={attachForm}
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={heading}
    >
      <h2 className={styles.formTitle}>{heading}</h2>
      <FormAlert {...form.alert} />
      <TextField
        {...form.field('title')}
        label={cannedResponseLabels.title}
        maxLength={cannedResponseLimits.titleMax}
        autoFocus
      />
      <TextareaField
        {...form.field('text')}
        label={cannedResponseLabels.text}
        maxLength={cannedResponseLimits.textMax}
        rows={4}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={pending}>
          {pending ? cannedResponseLabels.saving : cannedResponseLabels.save}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {cannedResponseLabels.cancel}
        </Button>
      </div>
    </form>
  );
}
