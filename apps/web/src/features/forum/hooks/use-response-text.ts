import { useState } from 'react';
import { responseBodySchema } from '@sehat/core/forum/schemas';
import { dialogTitles } from '@sehat/core/messages';
import { useDialog } from '../../../components/dialog/dialog-context';
import { ApiError } from '../../../lib/api-error';
import { failureText } from '../utils/failure-text';

/**
 * The text of a response being written or edited, checked with the server's own schema.
 * A failed send shows the server's field message under the box, or else the spec's
 * 'Gagal ...' dialog for `failedAction`.
 */
export function useResponseText(initial: string, failedAction: string) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const dialog = useDialog();

  /** The text ready to send, or null after showing why it cannot be. */
  const validText = (): string | null => {
    const parsed = responseBodySchema.safeParse({ text });
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    return parsed.success ? parsed.data.text : null;
  };

  const showFailure = (failure: unknown) => {
    const fieldError = failure instanceof ApiError ? failure.fields.text : undefined;
    if (fieldError) return setError(fieldError);
    void dialog.alert({
      title: dialogTitles.failure,
      message: failureText(failedAction, failure),
      tone: 'danger',
    });
  };

  const reset = () => {
    setText('');
    setError(undefined);
  };

  return { text, setText, error, validText, showFailure, reset };
}
