import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import type { ForumResponse } from '@sehat/core/forum/contract';
import { responseSorts, type ResponseSort } from '@sehat/core/forum/limits';
import { forumLabels, forumMessages } from '@sehat/core/forum/messages';
import { Button } from '#web/components/ui/button';
import { LoadingState } from '#web/components/ui/loading-state';
import { SelectField } from '#web/components/ui/select-field';
import { useResponses } from '../api/get-responses';
import { ResponseItem } from './response-item';
import styles from './responses.module.css';
import { ErrorState } from '#web/components/ui/error-state';

const sortOptions = responseSorts.map((value) => ({ value, label: forumLabels.responseSortOptions[value] }));

/** Each response once: in vote order a later page can repeat one whose count fell (ADR 69). */
const uniqueById = (responses: ForumResponse[]) =>
  responses.filter((response, index) => responses.findIndex((r) => r.id === response.id) === index);

/** 'Respon (n)' with refresh and order, then the responses, with their own states. */
export function ResponseList({
  questionId,
  viewerId,
  moderation,
}: {
  questionId: number;
  viewerId: number | null;
  moderation: boolean;
}) {
  const [sort, setSort] = useState<ResponseSort>('terlama');
  const query = useResponses(questionId, viewerId, sort);
  const responses = uniqueById(query.data?.pages.flatMap((page) => page.responses) ?? []);
  const total = query.data?.pages[0]?.total ?? 0;

  let body;
  if (query.isPending) body = <LoadingState text={forumLabels.loadingResponses} />;
  else if (query.isError && responses.length === 0) {
    body = <ErrorState message={forumMessages.loadFailed} size="sm" onRetry={() => void query.refetch()} />;
  } else if (responses.length === 0) body = <p className={styles.state}>{forumLabels.noResponses}</p>;
  else {
    body = (
      <ul className={styles.list}>
        {responses.map((response) => (
          <ResponseItem key={response.id} response={response} viewerId={viewerId} moderation={moderation} />
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={`responses-${questionId}`}>
      <div className={styles.sectionHeader}>
        <h3 id={`responses-${questionId}`} className={styles.heading}>
          {forumLabels.responsesHeading(total)}
        </h3>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void query.refetch()}
          aria-label={forumLabels.refreshResponses}
          aria-busy={query.isFetching || undefined}
        >
          <RefreshCw aria-hidden="true" size={16} />
        </Button>
      </div>
      <SelectField
        label={forumLabels.responseSort}
        className={styles.sort}
        options={sortOptions}
        value={sort}
        onChange={(event) => setSort(event.target.value as ResponseSort)}
      />
      {body}
      {query.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          className={styles.more}
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? forumLabels.loadingMore : forumLabels.loadMoreResponses}
        </Button>
      )}
    </section>
  );
}
