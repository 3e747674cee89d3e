import { FolderOpen, Plus } from 'lucide-react';
import { journalCategories } from '@sehat/core/education/limits';
import { adminJournalLabels, adminJournalMessages, educationLabels } from '@sehat/core/education/messages';
import { ButtonLink } from '#web/components/ui/button-link';
import { LoadingState } from '#web/components/ui/loading-state';
import { VisuallyHidden } from '#web/components/ui/visually-hidden';
import { paths } from '#web/config/paths';
import { useJournalCounts } from '../../api/get-journals';
import { ListError } from '../../components/list-state';
import { loadErrorText } from './load-error-text';
import styles from './admin-journals.module.css';

/** List mode: the three categories with their journal counts. */
export function CategoryOverview() {
  // One journal is enough: the answer carries every category's count.
  const query = useJournalCounts();
  return (
    <section className={styles.panel} aria-labelledby="categories-title">
      <div className={styles.panelHead}>
        <h2 id="categories-title">{adminJournalLabels.categoriesTitle}</h2>
        <ButtonLink to={paths.AdminJournal.getHref({ tambah: true })} size="sm">
          <Plus aria-hidden="true" size={18} />
          {adminJournalLabels.add}
        </ButtonLink>
      </div>
      {query.isPending && <LoadingState text={adminJournalLabels.loading} />}
      {query.isError && (
        <ListError
          title={adminJournalMessages.loadFailed}
          text={loadErrorText(query.error)}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isSuccess && (
        <ul className={styles.categories}>
          {journalCategories.map((category) => {
            const name = educationLabels.categoryNames[category];
            return (
              <li key={category} className={styles.category} data-category={category}>
                <FolderOpen aria-hidden="true" className={styles.categoryIcon} />
                <h3>{name}</h3>
                <p className={styles.categoryCount}>
                  {adminJournalLabels.journalCount(query.data.categoryCounts[category])}
                </p>
                <ButtonLink
                  to={paths.AdminJournal.getHref({ kategori: category })}
                  variant="secondary"
                  size="sm"
                >
                  {adminJournalLabels.openCategory}
                  <VisuallyHidden> {name}</VisuallyHidden>
                </ButtonLink>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
