import { careLabels } from '@sehat/core/supervision/care-messages';
import { formatDateTime } from '@sehat/core/time/format';
import { PageContainer } from '#web/components/layout/page-container';
import { PageHeader } from '#web/components/ui/page-header';
import { PageTitle } from '#web/components/ui/page-title';
import { useWellbeingEntries } from '../api/care';
import { DebriefList } from '../components/debrief-list';
import { WellbeingForm } from '../components/wellbeing-form';
import styles from '../components/quality.module.css';

/** /admin/kesejahteraan: a staff member's own wellbeing checks and debriefs (issue 50 item 5). */
export function AdminWellbeingRoute() {
  const entries = useWellbeingEntries();
  return (
    <PageContainer>
      <PageTitle title={careLabels.pageTitle} />
      <PageHeader title={careLabels.pageTitle}>
        <p>{careLabels.pageIntro}</p>
      </PageHeader>
      <WellbeingForm />
      <DebriefList scope="mine" />
      <section className={styles.section} aria-labelledby="entries-title">
        <h2 id="entries-title" className={styles.sectionTitle}>
          {careLabels.entriesTitle}
        </h2>
        {entries.isError && <p className={styles.muted}>{careLabels.loadFailed}</p>}
        {entries.data?.length === 0 && <p className={styles.muted}>{careLabels.entriesEmpty}</p>}
        {entries.data && entries.data.length > 0 && (
          <ul className={styles.list}>
            {entries.data.map((entry) => (
              <li key={entry.id} className={styles.item}>
                <span className={styles.itemText}>
                  <strong>{careLabels.entry(entry.score, careLabels.scoreNames[entry.score] ?? '')}</strong>
                  <span className={styles.muted}>{formatDateTime(entry.createdAt)}</span>
                  {entry.note && <span>{entry.note}</span>}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageContainer>
  );
}
