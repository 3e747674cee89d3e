import { useState } from 'react';
import { ArrowRightLeft, ClipboardCheck, Megaphone } from 'lucide-react';
import type { Conversation } from '@sehat/core/chat/schemas';
import { whisperLabels } from '@sehat/core/chat/whisper-messages';
import { reviewLabels } from '@sehat/core/supervision/review-messages';
import { mayUse } from '@sehat/core/user/access';
import { Button } from '#web/components/ui/button';
import { useSession } from '#web/lib/auth/session';
import { ReviewDialog } from './review-dialog';
import { TransferDialog } from './transfer-dialog';
import styles from './whisper-panel.module.css';

/** A supervisor's actions while watching a conversation: whisper to the counsellor, transfer, review. */
export function SupervisionTools({
  conversation,
  writing,
  onWrite,
}: {
  conversation: Conversation;
  writing: boolean;
  onWrite: () => void;
}) {
  const { user } = useSession();
  const [transferring, setTransferring] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  if (!user || !mayUse(user.role, 'supervision')) return null;
  return (
    <div className={styles.actions}>
      {!writing && (
        <Button type="button" size="sm" variant="secondary" onClick={onWrite}>
          <Megaphone aria-hidden="true" size={16} />
          {whisperLabels.newWhisper}
        </Button>
      )}
      <Button type="button" size="sm" variant="ghost" onClick={() => setTransferring(true)}>
        <ArrowRightLeft aria-hidden="true" size={16} />
        {whisperLabels.transfer}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={() => setReviewing(true)}>
        <ClipboardCheck aria-hidden="true" size={16} />
        {reviewLabels.open}
      </Button>
      {transferring && <TransferDialog conversation={conversation} onClose={() => setTransferring(false)} />}
      {reviewing && <ReviewDialog conversationId={conversation.id} onClose={() => setReviewing(false)} />}
    </div>
  );
}
