import { responseBodySchema } from '@sehat/core/forum/schemas';
import { dialogTitles } from '@sehat/core/messages';
import { useDialog } from '#web/components/dialog/dialog-context';
import { useZodForm } from '#web/lib/use-zod-form';
import { failureText } from '../utils/failure-text';

/**
 * A response being written or edited, checked with the server's own schema. A failed send
 * shows the server's field message under the box, or else the spec's 'Gagal ...' dialog for
 * `failedAction`.
 */
export function useResponseForm(initial: string, failedAction: string) {
  const form = useZodForm({
    schema: responseBodySchema,
    defaultValues: { text: initial },
  });
  const dialog = useDialog();

  const showFailure = (failure: unknown) => {
    if (form.showFailure(failure)) return;
    void dialog.alert({
      title: dialogTitles.failure,
      message: failureText(failedAction, failure),
      tone: 'danger',
    });
  };

  return { ...form, showFailure, clear: () => form.reset({ text: '' }) };
}
