import { MessagesSquare, SearchX } from 'lucide-react';
import type { ForumQuestion } from '@sehat/core/forum/contract';
import { forumLabels, forumMessages } from '@sehat/core/forum/messages';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { LoadingState } from '#web/components/ui/loading-state';
import { useLoadMoreOnScroll } from '../hooks/use-load-more-on-scroll';
import { QuestionCard } from './question-card';
import styles from './question-list.module.css';
import { ErrorState } from '#web/components/ui/error-state';

export type QuestionListState = {
  questions: ForumQuestion[];
  total: number;
  isPending: boolean;
  /** Showing the previous filter's results while the new ones load. */
  isUpdating: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  retry: () => void;
};

/** The list with the spec's loading, error and empty states, loading more as the user scrolls. */
export function QuestionList({
  state,
  filtered,
  actionsFor,
  onOpen,
  onAsk,
}: {
  state: QuestionListState;
  /** Whether search, a tag or 'Pertanyaan Saya' narrows the list (changes the empty text). */
  filtered: boolean;
  actionsFor: (question: ForumQuestion) => { onEdit?: () => void; onDelete?: () => void };
  onOpen: (question: ForumQuestion) => void;
  onAsk: () => void;
}) {
  const { questions, hasNextPage, isFetchingNextPage, fetchNextPage } = state;
  const sentinel = useLoadMoreOnScroll<HTMLDivElement>(() => {
    if (hasNextPage && !isFetchingNextPage) fetchNextPage();
  }, hasNextPage && !state.isError);

  if (state.isPending) return <LoadingState text={forumLabels.loadingQuestions} />;
  if (state.isError && questions.length === 0) {
    return (
      <ErrorState
        className={styles.error}
        message={forumMessages.loadQuestionsFailed}
        onRetry={state.retry}
      />
    );
  }
  if (questions.length === 0) {
    return (
      <div className={styles.empty}>
        {filtered ? (
          <>
            <SearchX aria-hidden="true" className={styles.emptyIcon} />
            <h2 className={styles.emptyTitle}>{forumLabels.noMatchTitle}</h2>
            <p className={styles.emptyText}>{forumLabels.noMatchText}</p>
          </>
        ) : (
          <>
            <MessagesSquare aria-hidden="true" className={styles.emptyIcon} />
            <h2 className={styles.emptyTitle}>{forumLabels.emptyTitle}</h2>
            <p className={styles.emptyText}>{forumLabels.emptyText}</p>
            <p className={styles.emptyNote} role="status">
              {forumMessages.emptyDatabase}
            </p>
            <Button onClick={onAsk}>{forumLabels.emptyAsk}</Button>
          </>
        )}
      </div>
    );
  }

  return (
    <>
      <ul
        className={`${styles.list} ${state.isUpdating ? styles.updating : ''}`}
        aria-label={forumLabels.questionsLabel}
        aria-busy={state.isUpdating || undefined}
      >
        {questions.map((question) => (
          <li key={question.id}>
            <QuestionCard question={question} onOpen={() => onOpen(question)} {...actionsFor(question)} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className={styles.more}>
        {state.isError && <FormAlert message={forumMessages.loadFailed} />}
        {hasNextPage && (
          <Button variant="secondary" onClick={fetchNextPage} loading={isFetchingNextPage}>
            {isFetchingNextPage ? forumLabels.loadingMore : forumLabels.loadMore}
          </Button>
        )}
      </div>
    </>
  );
}
