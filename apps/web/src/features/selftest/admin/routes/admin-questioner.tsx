import { useEffect, useState } from 'react';
import { dialogTitles } from '@sehat/core/messages';
import { adminQuestionMessages } from '@sehat/core/selftest/messages';
import { timings } from '@sehat/core/timings';
import type { SelftestQuestionBody } from '@sehat/core/selftest/schemas';
import { useDialog } from '#web/components/dialog/dialog-context';
import { PageContainer } from '#web/components/layout/page-container';
import { FormAlert } from '#web/components/ui/form-alert';
import { PageHeader } from '#web/components/ui/page-header';
import { PageTitle } from '#web/components/ui/page-title';
import { errorMessage } from '#web/lib/api-error';
import { useDeleteQuestion } from '../api/delete-question';
import { useCreateQuestion, useUpdateQuestion } from '../api/save-question';
import { QuestionForm } from '../components/question-form';
import { QuestionList } from '../components/question-list';
import type { NumberedQuestion } from '../components/question-table';
import styles from '../components/admin-questions.module.css';

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; question: NumberedQuestion };
type Notice = { tone: 'success' | 'error'; text: string };

/** /admin/questioner (spec §2, §4): list, add, edit and delete the self-test questions. */
export function AdminQuestionerRoute() {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [notice, setNotice] = useState<Notice | null>(null);
  const dialog = useDialog();
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const remove = useDeleteQuestion();

  // Success messages clear after 3 s (spec §9); errors stay until the next action.
  useEffect(() => {
    if (notice?.tone !== 'success') return;
    const timer = window.setTimeout(() => setNotice(null), timings.successMessageMs);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const openForm = (next: Mode) => {
    create.reset();
    update.reset();
    setNotice(null);
    setMode(next);
  };

  /**
   * Taking the crisis item away: a warning of its own, and the number the admin sees ("No")
   * typed (ADR 117).
   */
  const confirmCrisisChange = (no: number, title: string, confirmLabel: string) =>
    dialog.confirm({
      title,
      message: adminQuestionMessages.crisisChangeWarning(no),
      confirmLabel,
      tone: 'danger',
      typeToConfirm: { label: adminQuestionMessages.crisisTypeLabel(no), expected: String(no) },
    });

  const save = async (body: SelftestQuestionBody) => {
    const done = (text: string) => () => {
      setMode({ kind: 'list' });
      setNotice({ tone: 'success', text });
    };
    if (mode.kind !== 'edit') return create.mutateAsync(body).then(done(adminQuestionMessages.added));
    const { nomor, no, crisis } = mode.question;
    const unmarking = crisis && body.crisis === false;
    if (
      unmarking &&
      !(await confirmCrisisChange(no, adminQuestionMessages.crisisUnmarkTitle, adminQuestionMessages.save))
    )
      return;
    return update
      .mutateAsync({ nomor, ...body, ...(unmarking ? { confirmNomor: nomor } : {}) })
      .then(done(adminQuestionMessages.updated));
  };

  const confirmDelete = async (question: NumberedQuestion) => {
    const confirmed = question.crisis
      ? await confirmCrisisChange(
          question.no,
          adminQuestionMessages.crisisDeleteTitle,
          adminQuestionMessages.delete,
        )
      : await dialog.confirm({
          title: dialogTitles.confirmDelete,
          message: adminQuestionMessages.deleteConfirm(question.pertanyaan),
          confirmLabel: adminQuestionMessages.delete,
          tone: 'danger',
        });
    if (!confirmed) return;
    setNotice(null);
    const request = { nomor: question.nomor, ...(question.crisis ? { confirmed: question.nomor } : {}) };
    remove.mutate(request, {
      onSuccess: () => setNotice({ tone: 'success', text: adminQuestionMessages.deleted }),
      onError: (error) =>
        setNotice({
          tone: 'error',
          text: adminQuestionMessages.withReason(adminQuestionMessages.deleteFailed, errorMessage(error)),
        }),
    });
  };

  return (
    <PageContainer className={styles.page}>
      <PageTitle title={adminQuestionMessages.title} />
      <PageHeader title={adminQuestionMessages.title}>
        <p>{adminQuestionMessages.intro}</p>
      </PageHeader>
      {notice && <FormAlert tone={notice.tone} message={notice.text} />}
      {mode.kind === 'list' ? (
        <QuestionList
          onAdd={() => openForm({ kind: 'add' })}
          onEdit={(question) => openForm({ kind: 'edit', question })}
          onDelete={(question) => void confirmDelete(question)}
        />
      ) : (
        <QuestionForm
          key={mode.kind === 'edit' ? mode.question.nomor : 'new'}
          question={mode.kind === 'edit' ? mode.question : undefined}
          onSave={save}
          onCancel={() => setMode({ kind: 'list' })}
        />
      )}
    </PageContainer>
  );
}
