import { reviewLabels } from '@sehat/core/supervision/review-messages';
import { formatDateTime } from '@sehat/core/time/format';
import { ButtonLink } from '#web/components/ui/button-link';
import { paths } from '#web/config/paths';
import { ErrorState } from '#web/components/ui/error-state';
import { LoadingState } from '#web/components/ui/loading-state';
import { useReviewSample } from '../api/review-sample';
import styles from './quality.module.css';

/**
 * "Tinjauan": the period's conversations to review, risky first. Each opens the conversation in
 * watch mode, where the supervisor reads it and reviews it against the rubric.
 */
export function ReviewSample({ period }: { period: { from: string; to: string } }) {
  const sample = useReviewSample(period);

  let content;
  if (sample.isPending) content = <LoadingState text={reviewLabels.sampleLoading} />;
  else if (sample.isError)
    content = (
      <ErrorState
        message={reviewLabels.sampleFailed}
        onRetry={() => void sample.refetch()}
        retrying={sample.isFetching}
      />
    );
  else if (sample.data.length === 0) content = <p className={styles.muted}>{reviewLabels.sampleEmpty}</p>;
  else
    content = (
      <>
        <p className={styles.muted}>
          {reviewLabels.count(sample.data.length, sample.data.filter((row) => !row.reviewed).length)}
        </p>
        <ul className={styles.list}>
          {sample.data.map((row) => (
            <li key={row.resolutionId} className={styles.item}>
              <span className={styles.itemText}>
                <strong>{row.user.fullName}</strong>
                <span className={styles.muted}>
                  {row.counsellor
                    ? reviewLabels.counsellor(row.counsellor.fullName)
                    : reviewLabels.noCounsellor}{' '}
                  · {reviewLabels.resolvedAt(formatDateTime(row.resolvedAt))}
                </span>
                <span className={styles.badges}>
                  <span className={row.risky ? `${styles.badge} ${styles.danger}` : styles.badge}>
                    {row.risky ? reviewLabels.risky : reviewLabels.sampled}
                  </span>
                  <span className={styles.badge}>
                    {row.reviewed ? reviewLabels.reviewed : reviewLabels.notReviewed}
                  </span>
                </span>
              </span>
              <ButtonLink
                to={paths.AdminChat.getHref(row.user.id, { watch: true })}
                size="sm"
                variant={row.reviewed ? 'secondary' : 'primary'}
                aria-label={reviewLabels.reviewAction(row.user.fullName)}
              >
                {reviewLabels.open}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </>
    );

  return (
    <section className={styles.section} aria-labelledby="tinjauan-title">
      <h2 id="tinjauan-title" className={styles.sectionTitle}>
        {reviewLabels.sampleTitle}
      </h2>
      <p className={styles.muted}>{reviewLabels.sampleIntro}</p>
      {content}
    </section>
  );
}
