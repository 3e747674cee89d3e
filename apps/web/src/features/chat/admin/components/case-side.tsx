import { useEffect, useId, useRef, type ReactNode } from 'react';
import { caseNoteLabels } from '@sehat/core/chat/case-messages';
import { useCaseSummary } from '../api/case-summary';
import { CaseNotes } from './case-notes';
import { CaseSummaryForm } from './case-summary-form';
import styles from './case-side.module.css';

/**
 * The column beside the thread (a drawer over it on narrow screens) while the counsellor works
 * on the case: the case context (`context`: the summary, a shared result, the hours note, moved here
 * from above the thread so the thread keeps its height), the summary's form and the private
 * notes. Opening one moves focus to its heading, so a
 * keyboard lands where the work is (without scrolling the summary away).
 */
export function CaseSide({
  id,
  conversationId,
  context,
  editing,
  onDoneEditing,
  notesOpen,
}: {
  id: string;
  conversationId: number;
  context: ReactNode;
  editing: boolean;
  onDoneEditing: () => void;
  notesOpen: boolean;
}) {
  const summaryTitleId = useId();
  const notesTitleId = useId();
  const summaryTitle = useRef<HTMLHeadingElement>(null);
  const notesTitle = useRef<HTMLHeadingElement>(null);
  const summary = useCaseSummary(conversationId);

  useEffect(() => {
    if (editing) summaryTitle.current?.focus({ preventScroll: true });
  }, [editing]);
  useEffect(() => {
    if (notesOpen) notesTitle.current?.focus({ preventScroll: true });
  }, [notesOpen]);

  return (
    <div id={id} className={styles.side} hidden={!editing && !notesOpen}>
      {(editing || notesOpen) && context}
      {editing && (
        <section className={styles.section} aria-labelledby={summaryTitleId}>
          <h3 id={summaryTitleId} ref={summaryTitle} tabIndex={-1} className={styles.title}>
            {caseNoteLabels.summaryTitle}
          </h3>
          <CaseSummaryForm
            conversationId={conversationId}
            saved={summary.data ?? null}
            onDone={onDoneEditing}
          />
        </section>
      )}
      {notesOpen && (
        <section className={styles.section} aria-labelledby={notesTitleId}>
          <h3 id={notesTitleId} ref={notesTitle} tabIndex={-1} className={styles.title}>
            {caseNoteLabels.notesTitle}
          </h3>
          <CaseNotes conversationId={conversationId} />
        </section>
      )}
    </div>
  );
}
