import { useNavigate } from 'react-router';
import type { JournalCategory } from '@sehat/core/education/limits';
import { adminJournalLabels, adminJournalMessages } from '@sehat/core/education/messages';
import { paths } from '#web/config/paths';
import { useCreateJournal } from '../api/create-journal';
import { journalErrorMessage } from '../utils/journal-error';
import { JournalForm } from './journal-form';
import type { FeedbackApi } from './use-timed-feedback';
import styles from './admin-journals.module.css';

/** Add mode: opened from a category, the category is fixed to it. Saving shows that category. */
export function AddJournal({
  category,
  feedback,
}: {
  category: JournalCategory | undefined;
  feedback: FeedbackApi;
}) {
  const create = useCreateJournal();
  const navigate = useNavigate();
  const back = () => navigate(paths.AdminJournal.getHref({ kategori: category }));
  return (
    <section className={styles.panel} aria-labelledby="add-title">
      <h2 id="add-title">{adminJournalLabels.addTitle}</h2>
      <JournalForm
        initial={{ kategori: category ?? '', judul: '', sumber: '', kutipan: '' }}
        categoryLocked={category !== undefined}
        pending={create.isPending}
        onCancel={() => void back()}
        onSubmit={(body) =>
          create.mutateAsync(body).then(
            ({ journal }) => {
              feedback.success(adminJournalMessages.added);
              void navigate(paths.AdminJournal.getHref({ kategori: journal.kategori }));
            },
            (error: unknown) => {
              feedback.error(
                journalErrorMessage(error, adminJournalMessages.addFailed, adminJournalMessages.addNetwork),
              );
              throw error;
            },
          )
        }
      />
    </section>
  );
}
