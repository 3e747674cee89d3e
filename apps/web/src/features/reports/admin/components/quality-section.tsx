import { useId } from 'react';
import { careLimits } from '@sehat/core/supervision/care';
import type { QualityReport } from '@sehat/core/supervision/quality-report';
import { qualityReportLabels as l, reviewMessages } from '@sehat/core/supervision/review-messages';
import { DataTable, primaryCellClass } from '../../../../components/ui/data-table';
import styles from './reports.module.css';

const columns = [
  l.counsellor,
  l.reviewCount,
  reviewMessages.criteria.engagement.name,
  reviewMessages.criteria.collaboration.name,
  reviewMessages.criteria.safetyAssessment.name,
] as const;

const average = (value: number) => value.toLocaleString('id-ID');

/**
 * Quality and care on the report page (issue 50 items 4 and 5, ADR 231): each counsellor's
 * review averages; the team's wellbeing only as a count and, over enough checks, an average.
 */
export function QualitySection({ report }: { report: QualityReport }) {
  const headingId = useId();
  const { wellbeing, debriefs } = report;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {l.title}
      </h2>
      <p className={styles.hint}>{l.intro}</p>
      {report.reviews.length === 0 ? (
        <p className={styles.hint}>{l.noReviews}</p>
      ) : (
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={l.reviewsTable}>
          <DataTable caption={l.reviewsTable} columns={columns}>
            {report.reviews.map((row) => (
              <tr key={row.counsellor?.id ?? 'former'}>
                <th scope="row" className={primaryCellClass}>
                  {row.counsellor?.fullName ?? l.formerCounsellor}
                </th>
                <td data-label={columns[1]}>{row.reviews}</td>
                <td data-label={columns[2]}>{average(row.averages.engagement)}</td>
                <td data-label={columns[3]}>{average(row.averages.collaboration)}</td>
                <td data-label={columns[4]}>{average(row.averages.safetyAssessment)}</td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
      <h3 className={styles.subTitle}>{l.wellbeingTitle}</h3>
      <p>
        {l.wellbeingEntries(wellbeing.entries)}
        {wellbeing.average !== null && `, ${l.wellbeingAverage(wellbeing.average)}`}
      </p>
      {wellbeing.average === null && (
        <p className={styles.hint}>{l.wellbeingHidden(careLimits.wellbeingAverageMinCount)}</p>
      )}
      <h3 className={styles.subTitle}>{l.debriefsTitle}</h3>
      <ul className={styles.plainList}>
        <li>{l.debriefsDue(debriefs.due)}</li>
        <li>{l.debriefsInTime(debriefs.heldInTime)}</li>
        <li>{l.debriefsLate(debriefs.heldLate)}</li>
        <li>{l.debriefsOpen(debriefs.open)}</li>
      </ul>
    </section>
  );
}
