import { ThumbsUp } from 'lucide-react';
import type { ForumResponse } from '@sehat/core/forum/contract';
import { dialogTitles } from '@sehat/core/messages';
import { forumLabels, forumMessages } from '@sehat/core/forum/messages';
import { useDialog } from '#web/components/dialog/dialog-context';
import { VisuallyHidden } from '#web/components/ui/visually-hidden';
import { useVoteResponse } from '../api/vote-response';
import { useLoginRequired } from '../hooks/use-login-required';
import { failureText } from '../utils/failure-text';
import styles from './responses.module.css';

/** The upvote toggle on someone else's response, with its count; pressed when the viewer voted. */
export function VoteButton({ response, loggedIn }: { response: ForumResponse; loggedIn: boolean }) {
  const vote = useVoteResponse();
  const dialog = useDialog();
  const loginRequired = useLoginRequired();

  const onClick = () => {
    if (!loggedIn) {
      void loginRequired(forumMessages.loginToVote);
      return;
    }
    vote.mutate(
      { id: response.id, questionId: response.questionId },
      {
        onError: (error) =>
          void dialog.alert({
            title: dialogTitles.failure,
            message: failureText(forumMessages.voteFailed, error),
            tone: 'danger',
          }),
      },
    );
  };

  return (
    <button
      type="button"
      className={styles.vote}
      aria-pressed={response.userVoted}
      disabled={vote.isPending}
      onClick={onClick}
    >
      <ThumbsUp aria-hidden="true" size={16} />
      <VisuallyHidden>{forumLabels.upvote} </VisuallyHidden>
      <span>{response.vote}</span>
    </button>
  );
}

/** The count on one's own response (no toggle: nobody votes for themselves). */
export function VoteCount({ count }: { count: number }) {
  return (
    <span className={styles.voteCount}>
      <ThumbsUp aria-hidden="true" size={16} />
      {forumLabels.upvoteCount(count)}
    </span>
  );
}
