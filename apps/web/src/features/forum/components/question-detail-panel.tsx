import { useId } from 'react';
import type { ForumQuestion } from '@sehat/core/forum/contract';
import { forumMessages, forumSafetyLabels } from '@sehat/core/forum/messages';
import { hasCrisisLanguage } from '@sehat/core/safety/crisis-language';
import { FormAlert } from '#web/components/ui/form-alert';
import { ApiError } from '#web/lib/api-error';
import { useQuestion } from '../api/get-question';
import { CareNote } from './care-note';
import { ForumTime } from './forum-time';
import { ItemAvatar, itemAuthorName, SafetyBadges } from './item-author';
import { ReportButton } from './report-button';
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
            <ItemAvatar item={question} size="md" />
            <div className={styles.authorText}>
              <span className={styles.handle}>{itemAuthorName(question)}</span>
              <span className={styles.badges}>
                <ForumTime createdAt={question.createdAt} updatedAt={question.updatedAt} />
                <SafetyBadges item={question} />
              </span>
            </div>
            {question.tag && <TagChip tag={question.tag} />}
          </div>
          {question.hidden && question.mine && (
            <p className={styles.hiddenNote}>{forumSafetyLabels.hiddenNote}</p>
          )}
          <p className={styles.desc}>{question.desc}</p>
          {!question.mine && !moderation && (
            <div className={styles.report}>
              <ReportButton target={{ kind: 'question', id: question.id }} loggedIn={viewerId !== null} />
            </div>
          )}
          {hasCrisisLanguage(`${question.title}\n${question.desc}`) && <CareNote />}
          <ResponseForm
            questionId={question.id}
            loggedIn={viewerId !== null}
            // Answering one's own anonymous question keeps the same cover by default.
            defaultAnonymous={question.mine && question.anonymous}
            onLeave={onClose}
          />
          <ResponseList questionId={question.id} viewerId={viewerId} moderation={moderation} />
        </>
      )}
    </SlidePanel>
  );
}
