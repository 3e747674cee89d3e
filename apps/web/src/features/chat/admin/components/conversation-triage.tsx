import { CheckCircle2, RotateCcw, UserCheck } from 'lucide-react';
import type { ChatAssignee, Conversation } from '@sehat/core/chat/schemas';
import { chatLabels, chatMessages } from '@sehat/core/chat/messages';
import { Button } from '#web/components/ui/button';
import { SelectField } from '#web/components/ui/select-field';
import { useSession } from '#web/lib/auth/session';
import { useCounsellors, useUpdateConversation } from '../api/update-conversation';
import { adminErrorMessage } from '../../utils/send-error';
import styles from './conversation-triage.module.css';

const NOBODY = '';

/** Who holds the open conversation, taking it or handing it on, and resolving or reopening it. */
export function ConversationTriage({ conversation }: { conversation: Conversation }) {
  const { user: me } = useSession();
  const counsellors = useCounsellors();
  const update = useUpdateConversation(conversation.userId);
  const change = (body: Parameters<typeof update.mutate>[0]['change']) =>
    update.mutate({ id: conversation.id, change: body });
  const resolved = conversation.status === 'resolved';
  const options = [
    { value: NOBODY, label: chatLabels.unassigned },
    ...(counsellors.data ?? (conversation.assignee ? [conversation.assignee] : [])).map(
      (admin: ChatAssignee) => ({
        value: String(admin.id),
        label: admin.fullName,
      }),
    ),
  ];

  return (
    <div className={styles.bar}>
      <div className={styles.holder}>
        <SelectField
          className={styles.inline}
          label={chatLabels.assigneeLabel}
          options={options}
          value={conversation.assignee ? String(conversation.assignee.id) : NOBODY}
          disabled={update.isPending}
          onChange={(event) =>
            change({ assigneeId: event.target.value === NOBODY ? null : Number(event.target.value) })
          }
        />
      </div>
      <div className={styles.actions}>
        {me && conversation.assignee?.id !== me.id && (
          <Button
            variant="secondary"
            size="sm"
            disabled={update.isPending}
            onClick={() => change({ assigneeId: me.id })}
          >
            <UserCheck aria-hidden="true" size={16} />
            {chatLabels.take}
          </Button>
        )}
        <Button
          variant={resolved ? 'secondary' : 'primary'}
          size="sm"
          disabled={update.isPending}
          onClick={() => change({ status: resolved ? 'open' : 'resolved' })}
        >
          {resolved ? (
            <RotateCcw aria-hidden="true" size={16} />
          ) : (
            <CheckCircle2 aria-hidden="true" size={16} />
          )}
          {resolved ? chatLabels.reopen : chatLabels.resolve}
        </Button>
      </div>
      {update.isError && (
        <p role="alert" className={styles.error}>
          {adminErrorMessage(update.error, chatMessages.conversationUpdateFailed)}
        </p>
      )}
    </div>
  );
}
