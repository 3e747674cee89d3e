import { useId, useState, type FormEvent } from 'react';
import { forumReportReasons, reportNoteMax, type ForumReportReason } from '@sehat/core/forum/reports';
import { reportBodySchema } from '@sehat/core/forum/report-schemas';
import { dialogTitles, forumLabels, forumMessages, forumSafetyLabels } from '@sehat/core/messages';
import dialogStyles from '../../../components/dialog/dialog.module.css';
import { useDialog } from '../../../components/dialog/dialog-context';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-error';
import { useReportItem, type ReportTarget } from '../api/report-item';
import { failureText } from '../utils/failure-text';
import choices from './choices.module.css';
import { ForumModal } from './forum-modal';
import styles from './report-dialog.module.css';

/** 'Laporkan Konten': a reason (radio buttons) and an optional note, then a thank-you. */
export function ReportDialog({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const titleId = useId();
  const reasonErrorId = useId();
  const [reason, setReason] = useState<ForumReportReason | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; note?: string }>({});
  const report = useReportItem();
  const dialog = useDialog();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = reportBodySchema.safeParse({ reason: reason ?? undefined, note });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      const byField = (field: string) => issues.find((issue) => issue.path[0] === field)?.message;
      setErrors({ reason: byField('reason'), note: byField('note') });
      return;
    }
    report.mutate(
      { target, body: parsed.data },
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
          const fields = error instanceof ApiError ? error.fields : {};
          if (fields.reason || fields.note) return setErrors({ reason: fields.reason, note: fields.note });
          onClose();
          void dialog.alert({
            title: dialogTitles.failure,
            message: failureText(forumMessages.reportFailed, error),
            tone: 'danger',
          });
        },
      },
    );
  };

  return (
    <ForumModal titleId={titleId} onClose={onClose}>
      <h2 id={titleId} className={dialogStyles.title}>
        {forumSafetyLabels.reportTitle}
      </h2>
      <p className={styles.intro}>{forumSafetyLabels.reportIntro}</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <fieldset className={styles.reasons} aria-describedby={errors.reason ? reasonErrorId : undefined}>
          <legend className={choices.legend}>{forumSafetyLabels.reportReason}</legend>
          {forumReportReasons.map((choice, index) => (
            <label key={choice} className={choices.choice}>
              <input
                type="radio"
                name="reason"
                value={choice}
                checked={reason === choice}
                aria-invalid={errors.reason ? true : undefined}
                data-autofocus={index === 0 ? true : undefined}
                onChange={() => setReason(choice)}
              />
              {forumSafetyLabels.reasons[choice]}
            </label>
          ))}
          {errors.reason && (
            <p id={reasonErrorId} className={styles.error}>
              {errors.reason}
            </p>
          )}
        </fieldset>
        <TextareaField
          label={forumSafetyLabels.reportNote}
          name="note"
          rows={3}
          maxLength={reportNoteMax}
          value={note}
          error={errors.note}
          hint={forumLabels.charCount(note.length, reportNoteMax)}
          onChange={(event) => setNote(event.target.value)}
        />
        <div className={dialogStyles.actions}>
          <Button variant="secondary" onClick={onClose} disabled={report.isPending}>
            {forumLabels.formCancel}
          </Button>
          <Button type="submit" loading={report.isPending}>
            {report.isPending ? forumSafetyLabels.reportSending : forumSafetyLabels.reportSubmit}
          </Button>
        </div>
      </form>
    </ForumModal>
  );
}
