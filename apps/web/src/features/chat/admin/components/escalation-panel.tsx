import { useId, useState } from 'react';
import { ChevronDown, Siren } from 'lucide-react';
import {
  escalationOutcomes,
  escalationSteps,
  type Escalation,
  type EscalationBody,
  type EscalationOutcome,
  type EscalationStep,
} from '@sehat/core/chat/escalation';
import { escalationLabels, escalationMessages } from '@sehat/core/chat/escalation-messages';
import { formatDateTime } from '@sehat/core/time/format';
import { Button } from '#web/components/ui/button';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { FormAlert } from '#web/components/ui/form-alert';
import { SelectField } from '#web/components/ui/select-field';
import { errorMessage } from '#web/lib/api-error';
import { useConversationRisk } from '../api/conversation-risk';
import { useEscalations, useSaveEscalation } from '../api/escalations';
import caseStyles from './case-panel.module.css';
import styles from './escalation-panel.module.css';

/** Wider than the phone layout: there the checklist opens on request, so the composer stays in view. */
const roomyPane = '(min-width: 721px)';

const outcomeOptions = escalationOutcomes.map((value) => ({
  value,
  label: escalationLabels.outcomes[value],
}));

/**
 * The escalation protocol going on a conversation (issue 50 item 3): every step a checkbox saved
 * at once and timed by the server; the outcome ends it.
 */
export function EscalationPanel({ conversationId }: { conversationId: number }) {
  const escalations = useEscalations(conversationId);
  const ongoing = escalations.data?.find((escalation) => escalation.outcome === 'ongoing');
  // Keyed by the protocol: whether its checklist starts open is decided when it appears.
  return ongoing ? (
    <OngoingEscalation key={ongoing.id} conversationId={conversationId} ongoing={ongoing} />
  ) : null;
}

function OngoingEscalation({ conversationId, ongoing }: { conversationId: number; ongoing: Escalation }) {
  const save = useSaveEscalation(conversationId);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(() => window.matchMedia(roomyPane).matches);
  const bodyId = useId();

  // While a change is saving, it is what the checklist shows, from the click on: the mutation's
  // own state arrives a moment later, and meanwhile a ticked box would untick.
  const [sending, setSending] = useState<EscalationBody | null>(null);
  const send = (id: number | undefined, body: EscalationBody) => {
    setError(null);
    setSending(body);
    save.mutate(
      { id, body },
      {
        onError: (failure) => setError(errorMessage(failure, escalationMessages.saveFailed)),
        onSettled: () => setSending(null),
      },
    );
  };
  const saving = sending !== null;

  const shown: EscalationBody = sending ?? {
    steps: ongoing.steps.map(({ step, done }) => ({ step, done })),
    outcome: ongoing.outcome,
  };
  const doneOf = (step: EscalationStep) => shown.steps.find((s) => s.step === step)?.done ?? false;
  const doneCount = escalationSteps.filter(doneOf).length;

  return (
    <section className={styles.panel} aria-label={escalationLabels.title}>
      <div className={styles.head}>
        <h3 className={styles.title}>
          <Siren aria-hidden="true" size={16} />
          {escalationLabels.title}
        </h3>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((shownNow) => !shownNow)}
        >
          <ChevronDown aria-hidden="true" size={16} className={caseStyles.chevron} />
          {escalationLabels.progress(doneCount, escalationSteps.length)}
        </button>
      </div>
      <div id={bodyId} className={styles.body} hidden={!open}>
        <p className={styles.hint}>
          {escalationLabels.startedBy(
            ongoing.counsellor?.fullName ?? escalationLabels.formerCounsellor,
            formatDateTime(ongoing.startedAt),
          )}
        </p>
        <ol className={styles.steps}>
          {escalationSteps.map((step) => {
            const state = ongoing.steps.find((s) => s.step === step);
            return (
              <li key={step}>
                <CheckboxField
                  label={escalationLabels.steps[step]}
                  checked={doneOf(step)}
                  disabled={saving}
                  onChange={(event) =>
                    send(ongoing.id, {
                      ...shown,
                      steps: escalationSteps.map((s) => ({
                        step: s,
                        done: s === step ? event.target.checked : doneOf(s),
                      })),
                    })
                  }
                  extra={
                    state?.at ? (
                      <time className={styles.hint} dateTime={state.at}>
                        {escalationLabels.doneAt(formatDateTime(state.at))}
                      </time>
                    ) : undefined
                  }
                />
              </li>
            );
          })}
        </ol>
        <SelectField
          label={escalationLabels.outcome}
          options={outcomeOptions}
          value={shown.outcome}
          disabled={saving}
          onChange={(event) =>
            send(ongoing.id, { ...shown, outcome: event.target.value as EscalationOutcome })
          }
        />
      </div>
      <FormAlert message={error} />
    </section>
  );
}

/**
 * "Mulai eskalasi", with the case work while the conversation is at risk and no protocol is
 * going; supervisors are told when it starts.
 */
export function EscalationStart({
  conversationId,
  inboxRisk,
}: {
  conversationId: number;
  inboxRisk: boolean;
}) {
  const risky = useConversationRisk(conversationId, inboxRisk).data?.active ?? inboxRisk;
  const escalations = useEscalations(conversationId);
  const save = useSaveEscalation(conversationId);
  const [error, setError] = useState<string | null>(null);
  if (!risky || !escalations.data || escalations.data.some((escalation) => escalation.outcome === 'ongoing'))
    return null;
  return (
    <>
      <Button
        size="sm"
        variant="danger"
        loading={save.isPending}
        onClick={() => {
          setError(null);
          save.mutate(
            { body: { steps: [], outcome: 'ongoing' } },
            { onError: (failure) => setError(errorMessage(failure, escalationMessages.saveFailed)) },
          );
        }}
      >
        <Siren aria-hidden="true" size={16} />
        {save.isPending ? escalationLabels.starting : escalationLabels.start}
      </Button>
      <FormAlert message={error} />
    </>
  );
}
