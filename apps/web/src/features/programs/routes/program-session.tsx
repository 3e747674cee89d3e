import { useState } from 'react';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { programErrors, programLabels as m } from '@sehat/core/programs/messages';
import type { Program, ProgramSession } from '@sehat/core/programs/program';
import { programOf } from '@sehat/core/programs/registry';
import type { CompleteSessionResponse } from '@sehat/core/programs/schemas';
import { screeningResultMessages } from '@sehat/core/screenings/messages';
import { CrisisHelp } from '../../../components/crisis/crisis-help';
import { PageContainer } from '../../../components/layout/page-container';
import { NotFoundPage } from '../../../components/pages/not-found-page';
import { ButtonLink } from '../../../components/ui/button-link';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth/session';
import { useCompleteSession } from '../api/complete-session';
import { useEnrolment } from '../api/get-enrolment';
import { EnrolPanel } from '../components/enrol-panel';
import { OutcomeView } from '../components/outcome-view';
import { SessionForm } from '../components/session-form';
import { programViewerOf } from '../utils/viewer';
import styles from '../components/programs.module.css';

/** A member's part of the session: the worksheet and measure, then the outcome, help first after item 9. */
function MemberSession({ program, session }: { program: Program; session: ProgramSession }) {
  const enrolment = useEnrolment(program.code, true);
  const complete = useCompleteSession(program.code, session.nomor);
  const [result, setResult] = useState<CompleteSessionResponse | null>(null);
  if (enrolment.isPending) return <LoadingState />;
  if (enrolment.isError) {
    return (
      <ErrorState
        message={programErrors.loadFailed}
        onRetry={() => void enrolment.refetch()}
        retrying={enrolment.isFetching}
      />
    );
  }
  const detail = enrolment.data;
  if (!detail) return <EnrolPanel code={program.code} viewer="user" />;
  const { completed, next } = detail.enrolment;
  const open = session.nomor === 1 || completed.includes(session.nomor - 1);
  const returnPath = paths.ProgramSession.getHref(program.code, session.nomor);
  return (
    <>
      {result?.outcome.crisis && (
        <CrisisHelp returnPath={returnPath} text={screeningResultMessages.crisisText} />
      )}
      {result && <p role="status">{m.saved}</p>}
      {detail.measures.length > 0 && (
        <OutcomeView measures={detail.measures} outcome={result?.outcome ?? detail.outcome} />
      )}
      {result && next !== null && (
        <ButtonLink to={paths.ProgramSession.getHref(program.code, next)} className={styles.action}>
          {m.nextSession(next)}
          <ArrowRight aria-hidden="true" size={18} />
        </ButtonLink>
      )}
      {result && next === null && <p>{m.finished}</p>}
      {!result && open && (
        <SessionForm
          session={session}
          saved={detail.sessions.find((done) => done.nomor === session.nomor)?.worksheet}
          sending={complete.isPending}
          error={complete.error ? errorMessage(complete.error, programErrors.completeFailed) : null}
          onSubmit={(body) => complete.mutate(body, { onSuccess: setResult })}
        />
      )}
      {!open && <p className={styles.panel}>{programErrors.previousSessionFirst}</p>}
    </>
  );
}

/** /program/:code/sesi/:nomor: the session's reading for everyone; worksheet and measure for members. */
export function ProgramSessionRoute() {
  const params = useParams();
  const program = programOf(params.code ?? '');
  const session = program?.sessions.find((candidate) => String(candidate.nomor) === params.nomor);
  const viewer = programViewerOf(useSession().user);
  if (!program || !session) return <NotFoundPage />;
  return (
    <PageContainer width="medium" className={styles.page}>
      <PageTitle title={`${m.sessionLabel(session.nomor)}: ${session.title}`} />
      <Link to={paths.Program.getHref(program.code)} className={styles.sessionLink}>
        <ArrowLeft aria-hidden="true" size={18} />
        {m.backToProgram}
      </Link>
      <PageHeader title={session.title} eyebrow={`${program.title} · ${m.sessionLabel(session.nomor)}`}>
        <p>{m.minutes(session.minutes)}</p>
      </PageHeader>
      <section className={styles.panel} aria-labelledby="session-steps">
        <h2 id="session-steps" className={styles.panelTitle}>
          {m.stepsTitle}
        </h2>
        <ol className={styles.steps}>
          {session.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      {viewer === 'user' ? (
        <MemberSession key={session.nomor} program={program} session={session} />
      ) : (
        <EnrolPanel code={program.code} viewer={viewer} />
      )}
    </PageContainer>
  );
}
