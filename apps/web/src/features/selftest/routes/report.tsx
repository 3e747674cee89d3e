import { useParams } from 'react-router';
import { ArrowLeft, Printer } from 'lucide-react';
import { commonMessages } from '@sehat/core/messages';
import { selftestHistoryMessages } from '@sehat/core/selftest/messages';
import { PageContainer } from '#web/components/layout/page-container';
import { Button } from '#web/components/ui/button';
import { ButtonLink } from '#web/components/ui/button-link';
import { FormAlert } from '#web/components/ui/form-alert';
import { LoadingState } from '#web/components/ui/loading-state';
import { PageTitle } from '#web/components/ui/page-title';
import { paths } from '#web/config/paths';
import { ApiError } from '#web/lib/api-error';
import { useSession } from '#web/lib/auth/session';
import { useReport } from '../api/get-report';
import { ReportView } from '../components/report-view';
import styles from '../components/report.module.css';

function ReportContent({ id }: { id: number }) {
  const report = useReport(id);
  const { user } = useSession();
  if (report.isPending) return <LoadingState />;
  if (report.isError) {
    const missing = report.error instanceof ApiError && report.error.status === 404;
    return (
      <div className={styles.state}>
        <FormAlert
          message={missing ? selftestHistoryMessages.notFound : selftestHistoryMessages.reportLoadFailed}
        />
        {!missing && (
          <Button variant="secondary" onClick={() => void report.refetch()}>
            {commonMessages.retry}
          </Button>
        )}
      </div>
    );
  }
  return <ReportView report={report.data} user={user} />;
}

/** A logged-in user's past result as a printable report to take to a professional. */
export function ReportRoute() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  return (
    <PageContainer width="medium" className={styles.page}>
      <PageTitle title={selftestHistoryMessages.reportTitle} />
      <div className={styles.toolbar}>
        <ButtonLink variant="ghost" to={paths.Profile.getHref()}>
          <ArrowLeft aria-hidden="true" size={18} />
          {selftestHistoryMessages.back}
        </ButtonLink>
        {valid && (
          <Button variant="secondary" onClick={() => window.print()}>
            <Printer aria-hidden="true" size={18} />
            {selftestHistoryMessages.print}
          </Button>
        )}
      </div>
      {valid ? <ReportContent id={id} /> : <FormAlert message={selftestHistoryMessages.notFound} />}
    </PageContainer>
  );
}
