import { educationLabels, educationMessages } from '@sehat/core/education/messages';
import { LoadingState } from '#web/components/ui/loading-state';
import type { useJournalPages } from '../api/get-journals';
import { ArticleCard } from './article-card';
import { ListEmpty, ListError, LoadMoreButton } from './list-state';
import styles from './articles.module.css';

/** The journals of the current filter, with the spec's loading, empty and error states. */
export function ArticleList({
  query,
  searching,
}: {
  query: ReturnType<typeof useJournalPages>;
  searching: boolean;
}) {
  if (query.isPending) return <LoadingState text={educationLabels.loading} />;
  if (query.isError && !query.data) {
    return (
      <ListError
        title={educationMessages.articlesFailedTitle}
        text={educationMessages.articlesFailedText}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const journals = query.data.pages.flatMap((page) => page.journals);
  const total = query.data.pages[0]?.total ?? 0;
  if (journals.length === 0)
    return <ListEmpty text={searching ? educationMessages.searchEmpty : educationMessages.articlesEmpty} />;

  return (
    <div className={styles.results} aria-busy={query.isPlaceholderData || undefined}>
      <p className={styles.count} role="status">
        {educationLabels.count(journals.length, total)}
      </p>
      <ul className={styles.list}>
        {journals.map((journal) => (
          <li key={journal.id}>
            <ArticleCard journal={journal} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError && (
        <ListError
          title={educationMessages.articlesFailedTitle}
          text={educationMessages.articlesFailedText}
          onRetry={() => void query.fetchNextPage()}
        />
      )}
      {!query.isFetchNextPageError && <LoadMoreButton query={query} label={educationLabels.showMore} />}
    </div>
  );
}
