import { lazy, Suspense, useId } from 'react';
import { countText } from '@sehat/core/reports/figures';
import { reportLabels } from '@sehat/core/reports/messages';
import { shiftLabels } from '@sehat/core/shifts/messages';
import type { CoverageReport } from '@sehat/core/shifts/schemas';
import { DataTable, primaryCellClass } from '#web/components/ui/data-table';
import { coveragePoints, isGap } from '../utils/coverage-points';
import { durationText } from './report-table';
import styles from './reports.module.css';

const CoverageChart = lazy(() => import('./coverage-chart'));

const columns = [
  reportLabels.hour,
  shiftLabels.staffed,
  shiftLabels.waiting,
  shiftLabels.firstResponseP50,
] as const;

/**
 * Staffing against waiting by hour of day, so the hours nobody covers stand out (ADR 232). As on
 * the other charts, counts under 5 are not drawn and the section says why in place of a blank chart.
 */
export function CoverageSection({ report, csvHref }: { report: CoverageReport; csvHref: string }) {
  const headingId = useId();
  const captionId = useId();
  const { points, hidden, empty, allHidden } = coveragePoints(report.byHour);
  let chart;
  if (empty) chart = <p className={styles.chartHidden}>{shiftLabels.coverageEmpty}</p>;
  else if (allHidden) chart = <p className={styles.chartHidden}>{reportLabels.chartAllHidden}</p>;
  else
    chart = (
      <Suspense fallback={<p className={styles.hint}>{reportLabels.chartLoading}</p>}>
        <CoverageChart points={points} title={shiftLabels.coverageChart} />
      </Suspense>
    );
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {shiftLabels.coverageTitle}
      </h2>
      <p className={styles.hint}>{shiftLabels.coverageIntro}</p>
      <a href={csvHref} download className={styles.csvLink}>
        {shiftLabels.downloadCoverage}
      </a>
      <div className={styles.breakdown}>
        <figure className={styles.figure} aria-labelledby={captionId}>
          {chart}
          {hidden > 0 && !allHidden && <p className={styles.hint}>{reportLabels.chartSomeHidden(hidden)}</p>}
          <figcaption id={captionId} className={styles.hint}>
            {shiftLabels.coverageChart}
          </figcaption>
        </figure>
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={shiftLabels.coverageTable}>
          <DataTable caption={shiftLabels.coverageTable} columns={columns}>
            {report.byHour.map((row) => (
              <tr key={row.hour} data-gap={isGap(row) || undefined}>
                <th scope="row" className={primaryCellClass}>
                  {reportLabels.hourName(row.hour)}
                  {isGap(row) && <span className={styles.gap}>{shiftLabels.gap}</span>}
                </th>
                <td data-label={columns[1]}>{shiftLabels.staffedText(row.staffed)}</td>
                <td data-label={columns[2]}>{countText(row.waiting)}</td>
                <td data-label={columns[3]}>{durationText(row.firstResponseP50Seconds)}</td>
              </tr>
            ))}
          </DataTable>
        </div>
      </div>
    </section>
  );
}
