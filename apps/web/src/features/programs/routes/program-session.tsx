import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { programLabels } from '@sehat/core/programs/messages';
import { programOf } from '@sehat/core/programs/registry';
import { PageContainer } from '#web/components/layout/page-container';
import { NotFoundPage } from '#web/components/pages/not-found-page';
import { PageHeader } from '#web/components/ui/page-header';
import { PageTitle } from '#web/components/ui/page-title';
import { paths } from '#web/config/paths';
import { useSession } from '#web/lib/auth/session';
import { EnrolPanel } from '../components/enrol-panel';
import { MemberSession } from '../components/member-session';
import { VisitorWorksheet } from '../components/visitor-worksheet';
import { programViewerOf } from '../utils/viewer';
import styles from '../components/programs.module.css';

/**
 * /program/:code/sesi/:nomor: the session's reading for everyone; the worksheet and measure kept
 * for members; a visitor may fill the worksheet, told it is not kept.
 */
export function ProgramSessionRoute() {
  const params = useParams();
  const program = programOf(params.code ?? '');
  const session = program?.sessions.find((candidate) => String(candidate.nomor) === params.nomor);
  const viewer = programViewerOf(useSession().user);
  if (!program || !session) return <NotFoundPage />;
  return (
    <PageContainer width="medium" className={styles.page}>
      <PageTitle title={`${programLabels.sessionLabel(session.nomor)}: ${session.title}`} />
      <Link to={paths.Program.getHref(program.code)} className={styles.sessionLink}>
        <ArrowLeft aria-hidden="true" size={18} />
        {programLabels.backToProgram}
      </Link>
      <PageHeader
        title={session.title}
        eyebrow={`${program.title} · ${programLabels.sessionLabel(session.nomor)}`}
      >
        <p>{programLabels.minutes(session.minutes)}</p>
      </PageHeader>
      <section className={styles.panel} aria-labelledby="session-steps">
        <h2 id="session-steps" className={styles.panelTitle}>
          {programLabels.stepsTitle}
        </h2>
        <ol className={styles.steps}>
          {session.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      {viewer === 'user' && <MemberSession key={session.nomor} program={program} session={session} />}
      {viewer === 'visitor' && <VisitorWorksheet key={session.nomor} session={session} />}
      {viewer !== 'user' && <EnrolPanel code={program.code} viewer={viewer} />}
    </PageContainer>
  );
}
