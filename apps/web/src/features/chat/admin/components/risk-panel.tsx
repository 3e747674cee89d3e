import { useId, useState, type FormEvent } from 'react';
import { ChevronDown, LifeBuoy, ShieldCheck } from 'lucide-react';
import { chatLabels } from '@sehat/core/chat/messages';
import { riskLabels, riskMessages } from '@sehat/core/risk/messages';
import { riskNoteLimits } from '@sehat/core/risk/schemas';
import { formatDateTime } from '@sehat/core/time/format';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { TextareaField } from '#web/components/ui/textarea-field';
import { errorMessage } from '#web/lib/api-error';
import { useConversationRisk, useMarkRiskHandled } from '../api/conversation-risk';
import caseStyles from './case-panel.module.css';
import styles from './risk-panel.module.css';

/**
 * The conversation's risk signals (api.md "One risk model"): while one is not handled, the
 * Krisis strip with "Tandai ditangani", which asks for a note; the list of every signal, its
 * source and time, on request. A reply does not end the risk; only handling does (ADR 210).
 */
export function RiskPanel({ conversationId, inboxRisk }: { conversationId: number; inboxRisk: boolean }) {
  const listId = useId();
  const risk = useConversationRisk(conversationId, inboxRisk);
  const handle = useMarkRiskHandled(conversationId);
  const [listOpen, setListOpen] = useState(false);
  const [handling, setHandling] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const data = risk.data;
  const active = data?.active ?? inboxRisk;
  if (!active && (!data || data.signals.length === 0))
    return done ? <FormAlert tone="success" message={riskLabels.handledDone} /> : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (note.trim().length < riskNoteLimits.min) {
      setError(riskMessages.noteTooShort);
      return;
    }
    setError(null);
    handle.mutate(
      { note },
      {
        onSuccess: () => {
          setHandling(false);
          setNote('');
          setDone(true);
        },
        onError: (failure) => setError(errorMessage(failure, riskMessages.handleFailed)),
      },
    );
  };

  return (
    <section className={styles.panel} data-active={active || undefined} aria-label={riskLabels.panelTitle}>
      <div className={styles.strip}>
        {active ? <LifeBuoy aria-hidden="true" size={18} /> : <ShieldCheck aria-hidden="true" size={18} />}
        <p className={styles.text}>
          {active ? (
            <>
              <strong>{chatLabels.riskBadge}:</strong> {chatLabels.riskNote}
            </>
          ) : (
            data?.handledAt &&
            riskLabels.handled(
              data.handledBy?.fullName ?? riskLabels.formerCounsellor,
              formatDateTime(data.handledAt),
            )
          )}
        </p>
        <div className={styles.actions}>
          {data && data.signals.length > 0 && (
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={listOpen}
              aria-controls={listId}
              onClick={() => setListOpen((open) => !open)}
            >
              <ChevronDown aria-hidden="true" size={16} className={caseStyles.chevron} />
              {riskLabels.signalsToggle(data.signals.length)}
            </button>
          )}
          {active && !handling && (
            <Button size="sm" variant="secondary" onClick={() => setHandling(true)}>
              {riskLabels.markHandled}
            </Button>
          )}
        </div>
      </div>
      {risk.isError && <p className={styles.muted}>{riskMessages.loadFailed}</p>}
      <ol id={listId} className={styles.signals} hidden={!listOpen}>
        {data?.signals.map((signal, index) => (
          <li key={`${signal.at}-${index}`}>
            <span className={styles.kind} data-crisis={signal.crisis || undefined}>
              {signal.crisis ? riskLabels.crisis : riskLabels.concern}
            </span>{' '}
            {riskLabels.sources[signal.source]} ·{' '}
            <time dateTime={signal.at}>{formatDateTime(signal.at)}</time>
          </li>
        ))}
      </ol>
      {handling && (
        <form className={styles.form} aria-label={riskLabels.markHandled} onSubmit={submit} noValidate>
          <TextareaField
            label={riskLabels.noteLabel}
            hint={riskLabels.noteHint}
            rows={3}
            maxLength={riskNoteLimits.max}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <FormAlert message={error} />
          <div className={styles.formActions}>
            <Button type="submit" size="sm" loading={handle.isPending}>
              {riskLabels.save}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setHandling(false)} disabled={handle.isPending}>
              {riskLabels.cancel}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
