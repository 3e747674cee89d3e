import { useId, useState, type FormEvent } from 'react';
import { MessageCircle } from 'lucide-react';
import { resultShareLabels as l, resultShareMessages as m } from '@sehat/core/chat/messages';
import dialogStyles from '../../../components/dialog/dialog.module.css';
import { useModalDialog } from '../../../components/dialog/use-modal-dialog';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { openChat } from '../../../lib/chat-launcher';
import { useLatestResult } from '../api/get-latest-result';
import { useShareResult } from '../api/share-result';
import styles from './result.module.css';

/**
 * Asked at the moment of sharing (docs/decisions/0078): the chat opens either way; only with
 * the box ticked do the counsellors see this result's summary. The box is offered only for a
 * result the server holds under the user's name (a visitor's earlier result is anonymous).
 */
export function TalkToCounsellorDialog({
  resultId,
  onClose,
}: {
  resultId: number | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const dialog = useModalDialog(onClose);
  const latest = useLatestResult({ enabled: resultId !== null });
  const share = useShareResult();
  const [consent, setConsent] = useState(false);
  const shareable = resultId !== null && latest.data?.id === resultId;

  const open = () => {
    onClose();
    openChat();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (shareable && consent) share.mutate({ resultId }, { onSuccess: open });
    else open();
  };

  return (
    <dialog {...dialog} className={dialogStyles.dialog} aria-labelledby={titleId}>
      <form className={dialogStyles.content} onSubmit={submit}>
        <h2 id={titleId} className={dialogStyles.title}>
          {l.dialogTitle}
        </h2>
        <p className={dialogStyles.message}>{l.dialogText}</p>
        {shareable && (
          <div className={styles.consent}>
            <CheckboxField
              label={l.consent}
              checked={consent}
              onChange={(e) => setConsent(e.target.checked)}
            />
          </div>
        )}
        <FormAlert message={share.isError ? m.shareFailed : null} />
        <div className={dialogStyles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {l.cancel}
          </Button>
          <Button type="submit" loading={share.isPending} data-autofocus>
            <MessageCircle aria-hidden="true" size={18} />
            {share.isPending ? l.sharing : l.openChat}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
