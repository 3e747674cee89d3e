import { useId } from 'react';
import type { ForumQuestion } from '@sehat/core/forum/contract';
import { forumMessages } from '@sehat/core/messages';
import { Avatar } from '../../../components/avatar/avatar';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiError } from '../../../lib/api-error';
import { useQuestion } from '../api/get-question';
import { ForumTime } from './forum-time';
import { ResponseForm } from './response-form';
import { ResponseList } from './response-list';
import { SlidePanel } from './slide-panel';
import { TagChip } from './tag-chip';
import styles from './question-detail-panel.module.css';

/** The slide-in detail: the whole question, the response box and the responses. */
export function QuestionDetailPanel({
  initial,
  viewerId,
  moderation,
  onClose,
}: {
  /** The list's copy, shown at once while the fresh one loads. */
  initial: ForumQuestion;
  viewerId: number | null;
  moderation: boolean;
  onClose: () => void;
}) {
  const id = useId();
  const query = useQuestion(initial.id, initial);
  const question = query.data ?? initial;
  const gone = query.error instanceof ApiError && query.error.status === 404;

  return (
    <SlidePanel title={question.title} titleId={`${id}-title`} onClose={onClose}>
      {gone ? (
        <FormAlert message={forumMessages.questionNotFound} />
      ) : (
        <>
          <div className={styles.author}>
            <Avatar user={question.user} size="md" />
            <div className={styles.authorText}>
              <span className={styles.handle}>@{question.user.username}</span>
              <ForumTime createdAt={question.createdAt} updatedAt={question.updatedAt} />
            </div>
            {question.tag && <TagChip tag={question.tag} />}
          </div>
          <p className={styles.desc}>{question.desc}</p>
          <ResponseForm questionId={question.id} loggedIn={viewerId !== null} />
          <ResponseList questionId={question.id} viewerId={viewerId} moderation={moderation} />
        </>
      )}
    </SlidePanel>
  );
}
