import { useId } from 'react';
import { forumReportReasons, reportNoteMax, type ForumReportReason } from '@sehat/core/forum/reports';
import { reportBodySchema } from '@sehat/core/forum/report-schemas';
import { dialogTitles } from '@sehat/core/messages';
import { forumLabels, forumMessages, forumSafetyLabels } from '@sehat/core/forum/messages';
import dialogStyles from '#web/components/dialog/dialog.module.css';
import { useDialog } from '#web/components/dialog/dialog-context';
import { Button } from '#web/components/ui/button';
import { TextareaField } from '#web/components/ui/textarea-field';
import { useZodForm } from '#web/lib/use-zod-form';
import { useReportItem, type ReportTarget } from '../api/report-item';
import { failureText } from '../utils/failure-text';
import choices from './choices.module.css';
import { ForumModal } from './forum-modal';
import styles from './report-dialog.module.css';

/** 'Laporkan Konten': a reason (radio buttons) and an optional note, then a thank-you. */
export function ReportDialog({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const titleId = useId();
  const reasonErrorId = useId();
  const formId = useId();
  const { attachForm, ...form } = useZodForm({
    schema: reportBodySchema,
    defaultValues: { reason: null as ForumReportReason | null, note: '' },
  });
  const reasonError = form.formState.errors.reason?.message;
  const note = form.watch('note');
  const report = useReportItem();
  const dialog = useDialog();

  const onSubmit = form.submitWith((body) =>
    report.mutate(
      { target, body },
      {
        onSuccess: (result) => {
          onClose();
          void dialog.alert({
            title: dialogTitles.success,
            message: result.alreadyReported ? forumMessages.alreadyReported : forumMessages.reportSent,
            tone: 'success',
          });
        },
        onError: (error) => {
          if (form.showFailure(error)) return;
          onClose();
          void dialog.alert({
            title: dialogTitles.failure,
            message: failureText(forumMessages.reportFailed, error),
            tone: 'danger',
          });
        },
      },
    ),
  );

  return (
    <ForumModal
      titleId={titleId}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={report.isPending}>
            {forumLabels.formCancel}
          </Button>
          <Button type="submit" form={formId} loading={report.isPending}>
            {report.isPending ? forumSafetyLabels.reportSending : forumSafetyLabels.reportSubmit}
          </Button>
        </>
      }
    >
      <h2 id={titleId} className={dialogStyles.title}>
        {forumSafetyLabels.reportTitle}
      </h2>
      <p className={styles.intro}>{forumSafetyLabels.reportIntro}</p>
      <form
        ref={attachForm}
        id={formId}
        className={styles.form}
        onSubmit={(e) => void onSubmit(e)}
        noValidate
      >
        <fieldset className={styles.reasons} aria-describedby={reasonError ? reasonErrorId : undefined}>
          <legend className={choices.legend}>{forumSafetyLabels.reportReason}</legend>
          {forumReportReasons.map((choice, index) => (
            <label key={choice} className={choices.choice}>
              <input
                type="radio"
                value={choice}
                {...form.register('reason')}
                aria-invalid={reasonError ? true : undefined}
                data-autofocus={index === 0 ? true : undefined}
              />
              {forumSafetyLabels.reasons[choice]}
            </label>
          ))}
          {reasonError && (
            <p id={reasonErrorId} className={styles.error}>
              {reasonError}
            </p>
          )}
        </fieldset>
        <TextareaField
          {...form.field('note')}
          label={forumSafetyLabels.reportNote}
          rows={3}
          maxLength={reportNoteMax}
          hint={forumLabels.charCount(note.length, reportNoteMax)}
        />
      </form>
    </ForumModal>
  );
}
