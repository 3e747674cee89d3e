import { SearchX } from 'lucide-react';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { commonMessages } from '@sehat/core/messages';
import { Button } from '#web/components/ui/button';
import styles from './articles.module.css';

/** A list that failed to load: what failed, why, and a way to try again. */
export function ListError({ title, text, onRetry }: { title: string; text: string; onRetry: () => void }) {
  return (
    <div className={styles.stateError} role="alert">
      <p className={styles.stateTitle}>{title}</p>
      <p className={styles.stateText}>{text}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {commonMessages.retry}
      </Button>
    </div>
  );
}

/** A list with nothing in it. */
export function ListEmpty({ text }: { text: string }) {
  return (
    <div className={styles.stateEmpty} role="status">
      <SearchX aria-hidden="true" size={28} />
      <p>{text}</p>
    </div>
  );
}

/** "Show more" under a paged list, while there is a next page. */
export function LoadMoreButton({ query, label }: { query: UseInfiniteQueryResult; label: string }) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      className={styles.more}
      loading={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {label}
    </Button>
  );
}
