import { useId } from 'react';
import { careLimits } from '@sehat/core/supervision/care';
import type { QualityReport } from '@sehat/core/supervision/quality-report';
import { qualityReportLabels, reviewMessages } from '@sehat/core/supervision/review-messages';
import { DataTable, primaryCellClass } from '#web/components/ui/data-table';
import styles from './reports.module.css';

const columns = [
  qualityReportLabels.counsellor,
  qualityReportLabels.reviewCount,
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
        {qualityReportLabels.title}
      </h2>
      <p className={styles.hint}>{qualityReportLabels.intro}</p>
      {report.reviews.length === 0 ? (
        <p className={styles.hint}>{qualityReportLabels.noReviews}</p>
      ) : (
        <div
          className={styles.tableWrap}
          tabIndex={0}
          role="region"
          aria-label={qualityReportLabels.reviewsTable}
        >
          <DataTable caption={qualityReportLabels.reviewsTable} columns={columns}>
            {report.reviews.map((row) => (
              <tr key={row.counsellor?.id ?? 'former'}>
                <th scope="row" className={primaryCellClass}>
                  {row.counsellor?.fullName ?? qualityReportLabels.formerCounsellor}
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
      <h3 className={styles.subTitle}>{qualityReportLabels.wellbeingTitle}</h3>
      <p>
        {qualityReportLabels.wellbeingEntries(wellbeing.entries)}
        {wellbeing.average !== null && `, ${qualityReportLabels.wellbeingAverage(wellbeing.average)}`}
      </p>
      {wellbeing.average === null && (
        <p className={styles.hint}>
          {qualityReportLabels.wellbeingHidden(careLimits.wellbeingAverageMinCount)}
        </p>
      )}
      <h3 className={styles.subTitle}>{qualityReportLabels.debriefsTitle}</h3>
      <ul className={styles.plainList}>
        <li>{qualityReportLabels.debriefsDue(debriefs.due)}</li>
        <li>{qualityReportLabels.debriefsInTime(debriefs.heldInTime)}</li>
        <li>{qualityReportLabels.debriefsLate(debriefs.heldLate)}</li>
        <li>{qualityReportLabels.debriefsOpen(debriefs.open)}</li>
      </ul>
    </section>
  );
}
