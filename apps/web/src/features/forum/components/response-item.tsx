import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import type { ForumResponse } from '@sehat/core/forum/contract';
import { canDeletePost, canEditPost, isAuthor } from '@sehat/core/forum/permissions';
import { dialogTitles } from '@sehat/core/messages';
import { forumLabels, forumMessages, forumSafetyLabels } from '@sehat/core/forum/messages';
import { useDialog } from '#web/components/dialog/dialog-context';
import { Button } from '#web/components/ui/button';
import { useDeleteResponse } from '../api/save-response';
import { failureText } from '../utils/failure-text';
import { ForumTime } from './forum-time';
import { ItemAvatar, itemAuthorName, SafetyBadges } from './item-author';
import { ReportButton } from './report-button';
import { ResponseEditForm } from './response-edit-form';
import { VoteButton, VoteCount } from './vote-button';
import styles from './responses.module.css';

/**
 * One response. The author edits inline and deletes; others upvote and report; a moderator
 * may delete.
 */
export function ResponseItem({
  response,
  viewerId,
  moderation,
}: {
  response: ForumResponse;
  viewerId: number | null;
  moderation: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const dialog = useDialog();
  const remove = useDeleteResponse();
  const actor = viewerId === null ? null : { id: viewerId, moderator: moderation };
  const authorId = response.user?.id ?? null;

  const onDelete = async () => {
    const confirmed = await dialog.confirm({
      title: dialogTitles.confirmDelete,
      message: forumMessages.deleteResponseConfirm,
      confirmLabel: forumLabels.delete,
      tone: 'danger',
    });
    if (!confirmed) return;
    remove.mutate(
      { id: response.id, questionId: response.questionId },
      {
        onError: (error) =>
          void dialog.alert({
            title: dialogTitles.failure,
            message: failureText(forumMessages.deleteResponseFailed, error),
            tone: 'danger',
          }),
      },
    );
  };

  return (
    <li className={styles.item}>
      <ItemAvatar item={response} size="sm" />
      <div className={styles.itemBody}>
        <div className={styles.itemMeta}>
          <span className={styles.handle}>{itemAuthorName(response)}</span>
          <ForumTime createdAt={response.createdAt} updatedAt={response.updatedAt} />
          <SafetyBadges item={response} />
        </div>
        {response.hidden && response.mine && (
          <p className={styles.hiddenNote}>{forumSafetyLabels.hiddenNote}</p>
        )}
        {editing ? (
          <ResponseEditForm response={response} onDone={() => setEditing(false)} />
        ) : (
          <p className={styles.text}>{response.text}</p>
        )}
        {!editing && (
          <div className={styles.itemActions}>
            {isAuthor(actor, authorId) ? (
              <VoteCount count={response.vote} />
            ) : (
              <VoteButton response={response} loggedIn={viewerId !== null} />
            )}
            {canEditPost(actor, authorId) && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setEditing(true)}
                aria-label={forumLabels.editResponse}
              >
                <Pencil aria-hidden="true" size={16} />
                {forumLabels.edit}
              </Button>
            )}
            {!isAuthor(actor, authorId) && !moderation && (
              <ReportButton target={{ kind: 'response', id: response.id }} loggedIn={viewerId !== null} />
            )}
            {canDeletePost(actor, authorId) && (
              <Button
                variant="ghost"
                size="sm"
                className={styles.deleteButton}
                onClick={() => void onDelete()}
                loading={remove.isPending}
                aria-label={forumLabels.deleteResponse}
              >
                <Trash2 aria-hidden="true" size={16} />
                {forumLabels.delete}
              </Button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
