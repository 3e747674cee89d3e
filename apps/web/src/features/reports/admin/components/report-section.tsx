import { lazy, Suspense, useId } from 'react';
import type { ReportFigures } from '@sehat/core/reports/figures';
import { reportLabels as l } from '@sehat/core/reports/messages';
import { chartPoints } from '../utils/chart-points';
import { ReportTable } from './report-table';
import styles from './reports.module.css';

const ReportChart = lazy(() => import('./report-chart'));

/** One breakdown (by day or by hour): its chart, and beside it the same numbers as a table. */
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
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      <div className={styles.breakdown}>
        <figure className={styles.figure} aria-labelledby={captionId}>
          <Suspense fallback={<p className={styles.hint}>{l.chartLoading}</p>}>
            <ReportChart points={chartPoints(rows, label)} title={chartTitle} />
          </Suspense>
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
