import { useId, useState } from 'react';
import { Plus } from 'lucide-react';
import { adminQuestionMessages } from '@sehat/core/selftest/messages';
import { selftestCategories, type Kategori } from '@sehat/core/selftest/constants';
import { Button } from '#web/components/ui/button';
import { LoadingState } from '#web/components/ui/loading-state';
import formStyles from '#web/components/ui/form.module.css';
import { useAdminQuestions } from '../api/get-questions';
import { QuestionTable, type NumberedQuestion } from './question-table';
import styles from './admin-questions.module.css';
import { ErrorState } from '#web/components/ui/error-state';

type Filter = 'semua' | Kategori;
const filters: Filter[] = ['semua', ...selftestCategories];

/** The list with its category filter (semua, neurosis, psikotik, ptsd, zat) and Add button. */
export function QuestionList({
  onAdd,
  onEdit,
  onDelete,
}: {
  onAdd: () => void;
  onEdit: (question: NumberedQuestion) => void;
  onDelete: (question: NumberedQuestion) => void;
}) {
  const questions = useAdminQuestions();
  const [filter, setFilter] = useState<Filter>('semua');
  const filterId = useId();

  if (questions.isPending) return <LoadingState text={adminQuestionMessages.loading} />;
  if (questions.isError) {
    return (
      <ErrorState
        className={styles.state}
        message={adminQuestionMessages.withReason(adminQuestionMessages.loadFailed, questions.error.message)}
        onRetry={() => void questions.refetch()}
      />
    );
  }

  const all = questions.data.questions.map((q, index) => ({ ...q, no: index + 1 }));
  const shown = filter === 'semua' ? all : all.filter((q) => q.kategori === filter);
  return (
    <>
      <div className={styles.toolbar}>
        <div className={`${formStyles.field} ${styles.filter}`}>
          <label htmlFor={filterId} className={formStyles.label}>
            {adminQuestionMessages.filter}
          </label>
          <select
            id={filterId}
            className={formStyles.input}
            value={filter}
            onChange={(e) => setFilter(e.target.value as Filter)}
          >
            {filters.map((value) => (
              <option key={value} value={value}>
                {adminQuestionMessages.categories[value]}
              </option>
            ))}
          </select>
        </div>
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" size={18} />
          {adminQuestionMessages.add}
        </Button>
      </div>
      <p className={styles.count} aria-live="polite">
        {adminQuestionMessages.count(shown.length, all.length)}
      </p>
      {shown.length === 0 ? (
        <p className={styles.empty}>
          {adminQuestionMessages.empty(adminQuestionMessages.categories[filter])}
        </p>
      ) : (
        <QuestionTable questions={shown} onEdit={onEdit} onDelete={onDelete} />
      )}
    </>
  );
}
