import { useQuery } from '@tanstack/react-query';
import { outcomeLabels } from '@sehat/core/outcomes/messages';
import type { Quarter } from '@sehat/core/outcomes/quarters';
import { ErrorState } from '#web/components/ui/error-state';
import { LoadingState } from '#web/components/ui/loading-state';
import { outcomesQueryOptions } from '../api/get-outcomes';
import styles from './outcomes.module.css';

const count = (value: number | null) => (value === null ? outcomeLabels.hidden : String(value));

function Figures({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <>
      <h3 className={styles.groupTitle}>{title}</h3>
      <dl className={styles.figures}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.figure}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** One quarter's published figures; "kurang dari 10" where a count is too small to show. */
export function QuarterFigures({ quarter }: { quarter: Quarter }) {
  const outcomes = useQuery(outcomesQueryOptions(quarter));
  const titleId = `quarter-${quarter.label}`;
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {outcomeLabels.quarter(quarter.label, quarter.from, quarter.to)}
      </h2>
      {outcomes.isPending && <LoadingState />}
      {outcomes.isError && (
        <ErrorState
          message={outcomeLabels.loadFailed}
          onRetry={() => void outcomes.refetch()}
          retrying={outcomes.isFetching}
        />
      )}
      {outcomes.data && (
        <>
          <Figures
            title={outcomeLabels.programsTitle}
            rows={(['enrolled', 'completedMost', 'reliableImprovement', 'deterioration'] as const).map(
              (key) => [outcomeLabels.programs[key], count(outcomes.data.programs[key])],
            )}
          />
          <Figures
            title={outcomeLabels.screeningsTitle}
            rows={(['srq29', 'phq9', 'gad7'] as const).map((key) => [
              outcomeLabels.screenings[key],
              count(outcomes.data.screenings[key]),
            ])}
          />
          <Figures
            title={outcomeLabels.chatTitle}
            rows={[
              [outcomeLabels.chat.conversations, count(outcomes.data.chat.conversations)],
              [
                outcomeLabels.chat.firstResponse,
                outcomes.data.chat.firstResponseP50Seconds === null
                  ? outcomeLabels.hidden
                  : outcomeLabels.minutes(outcomes.data.chat.firstResponseP50Seconds),
              ],
              [
                outcomeLabels.chat.withinTarget,
                outcomes.data.chat.withinTarget === null
                  ? outcomeLabels.hidden
                  : outcomeLabels.percent(outcomes.data.chat.withinTarget),
              ],
            ]}
          />
        </>
      )}
    </section>
  );
}
