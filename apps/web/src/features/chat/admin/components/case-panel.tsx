import { useId, useState } from 'react';
import { ChevronDown, Lock } from 'lucide-react';
import {
  caseNoteLabels as l,
  caseNoteMessages as m,
  caseRiskLevelNames,
} from '@sehat/core/chat/case-messages';
import { formatDateTime } from '@sehat/core/time/format';
import { Button } from '../../../../components/ui/button';
import { useCaseSummary } from '../api/case-summary';
import { CaseNotes } from './case-notes';
import { CaseSummaryForm } from './case-summary-form';
import styles from './case-panel.module.css';

/**
 * What the next counsellor reads first, above the thread: the case summary, and on request the
 * team's private notes. Only ever in the inbox; the person never sees any of it (ADR 195).
 */
export function CasePanel({ conversationId }: { conversationId: number }) {
  const titleId = useId();
  const notesId = useId();
  const summary = useCaseSummary(conversationId);
  const [editing, setEditing] = useState(false);
  const [notesOpen, setNotesOpen] = useState(false);
  const saved = summary.data ?? null;

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h3 id={titleId} className={styles.title}>
          <Lock aria-hidden="true" size={16} />
          {l.panelTitle}
        </h3>
        <p className={styles.hint}>{l.privateHint}</p>
      </div>
      {summary.isError && <p className={styles.muted}>{m.loadFailed}</p>}
      {summary.isSuccess && !editing && (
        <div className={styles.summary}>
          {saved ? (
            <>
              <dl className={styles.facts}>
                <div data-risk={saved.riskLevel}>
                  <dt>{l.riskLevel}</dt>
                  <dd>{caseRiskLevelNames[saved.riskLevel]}</dd>
                </div>
                <div>
                  <dt>{l.referral}</dt>
                  <dd>{saved.referralMade ? l.referralYes : l.referralNo}</dd>
                </div>
                {saved.followUp && (
                  <div className={styles.followUp}>
                    <dt>{l.followUp}</dt>
                    <dd>{saved.followUp}</dd>
                  </div>
                )}
              </dl>
              <p className={styles.muted}>
                {l.summaryBy(
                  saved.updatedBy?.fullName ?? l.formerCounsellor,
                  formatDateTime(saved.updatedAt),
                )}
              </p>
            </>
          ) : (
            <p className={styles.muted}>{l.summaryEmpty}</p>
          )}
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            {l.editSummary}
          </Button>
        </div>
      )}
      {editing && (
        <CaseSummaryForm conversationId={conversationId} saved={saved} onDone={() => setEditing(false)} />
      )}
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={notesOpen}
        aria-controls={notesId}
        onClick={() => setNotesOpen((open) => !open)}
      >
        <ChevronDown aria-hidden="true" size={16} className={styles.chevron} />
        {l.notesTitle}
      </button>
      <div id={notesId} hidden={!notesOpen}>
        {notesOpen && <CaseNotes conversationId={conversationId} />}
      </div>
    </section>
  );
}
