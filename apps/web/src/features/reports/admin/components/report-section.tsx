import { lazy, Suspense, useId } from 'react';
import type { ReportFigures } from '@sehat/core/reports/figures';
import { reportLabels } from '@sehat/core/reports/messages';
import { chartPoints, hiddenPoints } from '../utils/chart-points';
import { ReportTable } from './report-table';
import styles from './reports.module.css';

const ReportChart = lazy(() => import('./report-chart'));

/**
 * One breakdown (by day or by hour): its chart, and beside it the same numbers as a table. Counts
 * under 5 are not drawn; the section says so, in place of the chart when nothing is left.
 */
export function ReportSection<T extends ReportFigures>({
  title,
  chartTitle,
  tableCaption,
  first,
  rows,
  label,
}: {
  title: string;
  chartTitle: string;
  tableCaption: string;
  first: string;
  rows: readonly T[];
  label: (row: T) => string;
}) {
  const headingId = useId();
  const captionId = useId();
  const points = chartPoints(rows, label);
  const { hidden, drawable } = hiddenPoints(points);
  const allHidden = hidden > 0 && !drawable;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      <div className={styles.breakdown}>
        <figure className={styles.figure} aria-labelledby={captionId}>
          {allHidden ? (
            <p className={styles.chartHidden}>{reportLabels.chartAllHidden}</p>
          ) : (
            <Suspense fallback={<p className={styles.hint}>{reportLabels.chartLoading}</p>}>
              <ReportChart points={points} title={chartTitle} />
            </Suspense>
          )}
          {hidden > 0 && !allHidden && <p className={styles.hint}>{reportLabels.chartSomeHidden(hidden)}</p>}
          <figcaption id={captionId} className={styles.hint}>
            {chartTitle}
          </figcaption>
        </figure>
        {/* Scrolls on its own when tall: reachable by keyboard, and named for screen readers. */}
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={tableCaption}>
          <ReportTable caption={tableCaption} first={first} rows={rows} label={label} />
        </div>
      </div>
    </section>
  );
}
