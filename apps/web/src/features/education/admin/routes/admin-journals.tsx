import { useSearchParams } from 'react-router';
import { journalCategories } from '@sehat/core/education/limits';
import { adminJournalLabels } from '@sehat/core/education/messages';
import { PageContainer } from '#web/components/layout/page-container';
import { FormAlert } from '#web/components/ui/form-alert';
import { PageHeader } from '#web/components/ui/page-header';
import { PageTitle } from '#web/components/ui/page-title';
import { adminJournalParams } from '#web/config/paths';
import { AddJournal } from '../components/add-journal';
import { CategoryJournals } from '../components/category-journals';
import { CategoryOverview } from '../components/category-overview';
import { useTimedFeedback } from '../components/use-timed-feedback';
import styles from '../components/admin-journals.module.css';

/**
 * /admin/journal (spec §2 Admin journals). The mode is in the address, so Back works:
 * no parameter = the categories, ?kategori= = one category, &tambah=1 = the add form.
 */
export function AdminJournalsRoute() {
  const [params] = useSearchParams();
  const category = journalCategories.find((c) => c === params.get(adminJournalParams.category));
  const adding = params.get(adminJournalParams.add) === '1';
  const feedback = useTimedFeedback();

  let content;
  if (adding) content = <AddJournal category={category} feedback={feedback} />;
  else if (category) content = <CategoryJournals key={category} category={category} feedback={feedback} />;
  else content = <CategoryOverview />;

  return (
    <PageContainer className={styles.page}>
      <PageTitle title={adminJournalLabels.title} />
      <PageHeader title={adminJournalLabels.title}>
        <p>{adminJournalLabels.intro}</p>
      </PageHeader>
      {feedback.current && (
        <div className={styles.feedback} key={feedback.current.id}>
          <FormAlert message={feedback.current.message} tone={feedback.current.tone} />
        </div>
      )}
      {content}
    </PageContainer>
  );
}
