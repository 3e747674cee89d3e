import { useState } from 'react';
import { ArrowRight } from 'lucide-react';
import { queuedWorksheetOf } from '@sehat/core/offline/queued-worksheet';
import { programErrors, programLabels } from '@sehat/core/programs/messages';
import type { Program, ProgramSession } from '@sehat/core/programs/program';
import type { CompleteSessionResponse } from '@sehat/core/programs/schemas';
import { screeningResultMessages } from '@sehat/core/screenings/messages';
import { CrisisHelp } from '#web/components/crisis/crisis-help';
import { useDialog } from '#web/components/dialog/dialog-context';
import { ButtonLink } from '#web/components/ui/button-link';
import { ErrorState } from '#web/components/ui/error-state';
import { LoadingState } from '#web/components/ui/loading-state';
import { paths } from '#web/config/paths';
import { ApiError } from '#web/lib/api-error';
import { dequeue, useQueue } from '#web/lib/offline/submission-queue';
import { useCompleteSession } from '../api/complete-session';
import { useEnrolment } from '../api/get-enrolment';
import { EnrolPanel } from './enrol-panel';
import { OutcomeView } from './outcome-view';
import styles from './programs.module.css';
import { SessionForm } from './session-form';
import { WorksheetNote } from './worksheet-note';

/**
 * A member's part of the session: the worksheet and measure, then the outcome, help first after
 * item 9. Without the server the form still works, its answers kept on this device until sent
 * (ADR 238); a worksheet waiting or refused shows here, with its text, until stored or discarded.
 */
export function MemberSession({ program, session }: { program: Program; session: ProgramSession }) {
  const enrolment = useEnrolment(program.code, true);
  const complete = useCompleteSession(program.code, session.nomor);
  const waiting = queuedWorksheetOf(useQueue(), program.code, session.nomor);
  const dialog = useDialog();
  const [result, setResult] = useState<CompleteSessionResponse | null>(null);
  const unreachable = enrolment.error instanceof ApiError && enrolment.error.isNetworkError;
  if (enrolment.isPending) return <LoadingState />;
  if (enrolment.isError && !unreachable && !waiting) {
    return (
      <ErrorState
        message={programErrors.loadFailed}
        onRetry={() => void enrolment.refetch()}
        retrying={enrolment.isFetching}
      />
    );
  }
  const detail = enrolment.data;
  if (detail === null && !waiting) return <EnrolPanel code={program.code} viewer="user" />;
  const completed = detail?.enrolment.completed ?? [];
  const next = detail?.enrolment.next ?? null;
  // Unknown without the server: the server decides when the worksheet arrives.
  const open = !detail || session.nomor === 1 || completed.includes(session.nomor - 1);
  const saved = detail?.sessions.find((done) => done.nomor === session.nomor);
  const returnPath = paths.ProgramSession.getHref(program.code, session.nomor);
  const discard = async () => {
    const confirmed = await dialog.confirm({
      message: programLabels.discardConfirm,
      confirmLabel: programLabels.discard,
      tone: 'danger',
    });
    if (confirmed && waiting) dequeue(waiting.clientId);
  };
  return (
    <>
      {result?.outcome.crisis && (
        <CrisisHelp returnPath={returnPath} text={screeningResultMessages.crisisText} />
      )}
      {result && <p role="status">{programLabels.saved}</p>}
      {detail && detail.measures.length > 0 && (
        <OutcomeView measures={detail.measures} outcome={result?.outcome ?? detail.outcome} />
      )}
      {result && next !== null && (
        <ButtonLink to={paths.ProgramSession.getHref(program.code, next)} className={styles.action}>
          {programLabels.nextSession(next)}
          <ArrowRight aria-hidden="true" size={18} />
        </ButtonLink>
      )}
      {result && next === null && <p>{programLabels.finished}</p>}
      {!result && detail === null && <EnrolPanel code={program.code} viewer="user" />}
      {!result && (open || waiting) && (
        <>
          {waiting && !waiting.refused && <WorksheetNote kind="waiting" text={programLabels.queued} />}
          {!waiting && unreachable && <WorksheetNote kind="offline" text={programLabels.offlineFill} />}
          {!waiting && saved && <p className={styles.muted}>{programLabels.alreadyDone}</p>}
          <SessionForm
            // A new source of the answers (kept on the device, or stored) starts the form afresh.
            key={waiting?.clientId ?? (detail ? 'server' : 'device')}
            session={session}
            initial={waiting ?? { worksheet: saved?.worksheet }}
            sending={complete.isPending}
            error={waiting?.refused === undefined ? null : programLabels.refused(waiting.refused)}
            onSubmit={(body) =>
              complete.mutate(body, {
                onSuccess: (answer) => {
                  if (answer !== 'queued') setResult(answer);
                },
              })
            }
            onDiscard={waiting && (() => void discard())}
          />
        </>
      )}
      {!open && !waiting && <p className={styles.panel}>{programErrors.previousSessionFirst}</p>}
    </>
  );
}
