import { ArrowLeft, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { JournalCategory } from '@sehat/core/education/limits';
import {
  adminJournalLabels,
  adminJournalMessages,
  educationLabels,
  educationMessages,
} from '@sehat/core/education/messages';
import { ButtonLink } from '#web/components/ui/button-link';
import { LoadingState } from '#web/components/ui/loading-state';
import { paths } from '#web/config/paths';
import { useJournalPages } from '../../api/get-journals';
import { ListEmpty, ListError, LoadMoreButton } from '../../components/list-state';
import { JournalItem } from './journal-item';
import { loadErrorText } from './load-error-text';
import type { FeedbackApi } from './use-timed-feedback';
import styles from './admin-journals.module.css';

/** Detail mode: one category's journals, newest first, each editable in place. */
export function CategoryJournals({
  category,
  feedback,
}: {
  category: JournalCategory;
  feedback: FeedbackApi;
}) {
  const query = useJournalPages({ category });
  const [editingId, setEditingId] = useState<number | null>(null);
  const name = educationLabels.categoryNames[category];
  const journals = query.data?.pages.flatMap((page) => page.journals) ?? [];
  const total = query.data?.pages[0]?.total;

  return (
    <section className={styles.panel} aria-labelledby="detail-title">
      <Link to={paths.AdminJournal.getHref()} className={styles.back}>
        <ArrowLeft aria-hidden="true" size={18} />
        {adminJournalLabels.backToCategories}
      </Link>
      <div className={styles.panelHead}>
        <h2 id="detail-title">
          {adminJournalLabels.detailTitle(name)}
          {total !== undefined && <span className={styles.headCount}> ({total})</span>}
        </h2>
        <ButtonLink to={paths.AdminJournal.getHref({ kategori: category, tambah: true })} size="sm">
          <Plus aria-hidden="true" size={18} />
          {adminJournalLabels.add}
        </ButtonLink>
      </div>
      {query.isPending && <LoadingState text={adminJournalLabels.loading} />}
      {query.isError && !query.data && (
        <ListError
          title={adminJournalMessages.loadFailed}
          text={loadErrorText(query.error)}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isSuccess && journals.length === 0 && <ListEmpty text={educationMessages.journalsEmpty} />}
      {journals.length > 0 && (
        <ul className={styles.items}>
          {journals.map((journal) => (
            <JournalItem
              key={journal.id}
              journal={journal}
              editing={editingId === journal.id}
              onEdit={() => setEditingId(journal.id)}
              onDone={() => setEditingId(null)}
              feedback={feedback}
            />
          ))}
        </ul>
      )}
      <LoadMoreButton query={query} label={adminJournalLabels.showMore} />
    </section>
  );
}
