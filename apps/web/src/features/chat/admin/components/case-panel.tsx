import { useId, type ReactNode } from 'react';
import { ChevronDown, Lock, PencilLine } from 'lucide-react';
import { caseNoteLabels, caseNoteMessages, caseRiskLevelNames } from '@sehat/core/chat/case-messages';
import { formatDateTime } from '@sehat/core/time/format';
import { useCaseSummary } from '../api/case-summary';
import { toggleId } from '../hooks/use-case-column';
import styles from './case-panel.module.css';

/**
 * What the next counsellor reads first: the case summary in a few compact lines, above the
 * thread; editing it and the team's private notes open in the column beside the thread
 * (`sideId`), where it moves too, so they never take the messages' height. Only ever in the inbox; the person
 * never sees any of it (ADR 195).
 */
export function CasePanel({
  conversationId,
  sideId,
  inSide,
  editing,
  onEdit,
  notesOpen,
  onToggleNotes,
  actions,
}: {
  conversationId: number;
  sideId: string;
  /** In the case column, where notes are written: the privacy hint shows there. */
  inSide: boolean;
  editing: boolean;
  onEdit: () => void;
  notesOpen: boolean;
  onToggleNotes: () => void;
  /** More case work beside the toggles (the escalation protocol's start while at risk). */
  actions?: ReactNode;
}) {
  const titleId = useId();
  const summary = useCaseSummary(conversationId);
  const saved = summary.data ?? null;

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h3 id={titleId} className={styles.title}>
          <Lock aria-hidden="true" size={16} />
          {caseNoteLabels.panelTitle}
        </h3>
        {inSide && <p className={styles.hint}>{caseNoteLabels.privateHint}</p>}
        <div className={styles.toggles}>
          {summary.isSuccess && (
            <button
              type="button"
              id={toggleId(sideId, 'edit')}
              className={styles.toggle}
              aria-expanded={editing}
              aria-controls={sideId}
              onClick={onEdit}
            >
              <PencilLine aria-hidden="true" size={16} />
              {caseNoteLabels.editSummary}
            </button>
          )}
          <button
            type="button"
            id={toggleId(sideId, 'notes')}
            className={styles.toggle}
            aria-expanded={notesOpen}
            aria-controls={sideId}
            onClick={onToggleNotes}
          >
            <ChevronDown aria-hidden="true" size={16} className={styles.chevron} />
            {caseNoteLabels.notesTitle}
          </button>
          {actions}
        </div>
      </div>
      {summary.isError && <p className={styles.muted}>{caseNoteMessages.loadFailed}</p>}
      {summary.isSuccess && (
        <div className={styles.summary}>
          {saved ? (
            <>
              <dl className={styles.facts}>
                <div data-risk={saved.riskLevel}>
                  <dt>{caseNoteLabels.riskLevel}</dt>
                  <dd>{caseRiskLevelNames[saved.riskLevel]}</dd>
                </div>
                <div>
                  <dt>{caseNoteLabels.referral}</dt>
                  <dd>{saved.referralMade ? caseNoteLabels.referralYes : caseNoteLabels.referralNo}</dd>
                </div>
                {saved.followUp && (
                  <div className={styles.followUp}>
                    <dt>{caseNoteLabels.followUp}</dt>
                    <dd>{saved.followUp}</dd>
                  </div>
                )}
              </dl>
              <p className={styles.updated}>
                {caseNoteLabels.summaryBy(
                  saved.updatedBy?.fullName ?? caseNoteLabels.formerCounsellor,
                  formatDateTime(saved.updatedAt),
                )}
              </p>
            </>
          ) : (
            <p className={styles.muted}>{caseNoteLabels.summaryEmpty}</p>
          )}
        </div>
      )}
    </section>
  );
}
