import { Pencil, Trash2 } from 'lucide-react';
import { adminQuestionMessages } from '@sehat/core/selftest/messages';
import type { Question } from '@sehat/core/selftest/schemas';
import { Button } from '#web/components/ui/button';
import { DataTable } from '#web/components/ui/data-table';
import styles from './admin-questions.module.css';

export type NumberedQuestion = Question & { no: number };

/** No, Pertanyaan, Kategori, Aksi (spec §2). "No" is the question's place in the test. */
export function QuestionTable({
  questions,
  onEdit,
  onDelete,
}: {
  questions: NumberedQuestion[];
  onEdit: (question: NumberedQuestion) => void;
  onDelete: (question: NumberedQuestion) => void;
}) {
  return (
    <DataTable
      caption={adminQuestionMessages.tableCaption}
      columns={[
        adminQuestionMessages.columns.no,
        adminQuestionMessages.columns.pertanyaan,
        adminQuestionMessages.columns.kategori,
        adminQuestionMessages.columns.aksi,
      ]}
    >
      {questions.map((question) => (
        <tr key={question.nomor}>
          <td data-label={adminQuestionMessages.columns.no} className={styles.no}>
            {question.no}
          </td>
          <td data-label={adminQuestionMessages.columns.pertanyaan} className={styles.text}>
            {question.pertanyaan}
            {question.crisis && (
              <span className={styles.crisisBadge}>{adminQuestionMessages.crisisBadge}</span>
            )}
          </td>
          <td data-label={adminQuestionMessages.columns.kategori}>
            <span className={styles.category} data-category={question.kategori ?? 'none'}>
              {question.kategori
                ? adminQuestionMessages.categories[question.kategori]
                : adminQuestionMessages.uncategorised}
            </span>
          </td>
          <td data-label={adminQuestionMessages.columns.aksi} className={styles.actionsCell}>
            <div className={styles.rowActions}>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onEdit(question)}
                aria-label={adminQuestionMessages.editLabel(question.no)}
              >
                <Pencil aria-hidden="true" size={16} />
                {adminQuestionMessages.edit}
              </Button>
              <Button
                size="sm"
                variant="danger"
                onClick={() => onDelete(question)}
                aria-label={adminQuestionMessages.deleteLabel(question.no)}
              >
                <Trash2 aria-hidden="true" size={16} />
                {adminQuestionMessages.delete}
              </Button>
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
