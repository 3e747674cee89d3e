import { useParams } from 'react-router';
import { programErrors, programLabels } from '@sehat/core/programs/messages';
import { programOf } from '@sehat/core/programs/registry';
import type { Program } from '@sehat/core/programs/program';
import { PageContainer } from '#web/components/layout/page-container';
import { NotFoundPage } from '#web/components/pages/not-found-page';
import { ErrorState } from '#web/components/ui/error-state';
import { LoadingState } from '#web/components/ui/loading-state';
import { PageHeader } from '#web/components/ui/page-header';
import { PageTitle } from '#web/components/ui/page-title';
import { useSession } from '#web/lib/auth/session';
import { useEnrolment } from '../api/get-enrolment';
import { EnrolPanel } from '../components/enrol-panel';
import { EnrolmentChoices } from '../components/enrolment-choices';
import { ProgramSources } from '../components/program-sources';
import { SessionList } from '../components/session-list';
import { programViewerOf } from '../utils/viewer';
import styles from '../components/programs.module.css';

function Progress({ program }: { program: Program }) {
  const enrolment = useEnrolment(program.code, true);
  if (enrolment.isPending) return <LoadingState />;
  // Offline or failing, the sessions stay readable; only the progress waits.
  if (enrolment.isError) {
    return (
      <>
        <ErrorState
          message={programErrors.loadFailed}
          onRetry={() => void enrolment.refetch()}
          retrying={enrolment.isFetching}
        />
        <SessionList program={program} enrolment={null} />
      </>
    );
  }
  return (
    <>
      {!enrolment.data && <EnrolPanel code={program.code} viewer="user" />}
      <SessionList program={program} enrolment={enrolment.data?.enrolment ?? null} />
      {enrolment.data && <EnrolmentChoices enrolment={enrolment.data.enrolment} />}
    </>
  );
}

/** /program/:code: the introduction and the sessions; a user's progress, a visitor's way to keep it. */
export function ProgramRoute() {
  const program = programOf(useParams().code ?? '');
  const viewer = programViewerOf(useSession().user);
  if (!program) return <NotFoundPage />;
  return (
    <PageContainer width="medium" className={styles.page}>
      <PageTitle title={program.title} />
      <PageHeader title={program.title} eyebrow={programLabels.listTitle}>
        <p>{program.intro}</p>
      </PageHeader>
      {viewer === 'user' ? (
        <Progress program={program} />
      ) : (
        <>
          <EnrolPanel code={program.code} viewer={viewer} />
          <SessionList program={program} enrolment={null} />
        </>
      )}
      <ProgramSources program={program} />
    </PageContainer>
  );
}
