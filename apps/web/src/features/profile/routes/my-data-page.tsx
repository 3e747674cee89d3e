import { Printer } from 'lucide-react';
import { privacyMessages } from '@sehat/core/privacy/messages';
import { PageContainer } from '#web/components/layout/page-container';
import { Button } from '#web/components/ui/button';
import { ButtonLink } from '#web/components/ui/button-link';
import { ErrorState } from '#web/components/ui/error-state';
import { LoadingState } from '#web/components/ui/loading-state';
import { PageHeader } from '#web/components/ui/page-header';
import { PageTitle } from '#web/components/ui/page-title';
import { paths } from '#web/config/paths';
import { useDataExport } from '../api/get-data-export';
import { DataExportGuide } from '../components/data-export-guide';
import { DataExportView } from '../components/data-export-view';
import styles from '../components/data-export.module.css';

/** Profile → Data Saya: the data export, readable and printable (UU PDP right of access). */
export function MyDataRoute() {
  const data = useDataExport();

  let content;
  if (data.isPending) content = <LoadingState text={privacyMessages.viewLoading} />;
  else if (data.isError)
    content = <ErrorState message={privacyMessages.viewLoadFailed} onRetry={() => void data.refetch()} />;
  else
    content = (
      <>
        <DataExportView data={data.data} />
        <DataExportGuide />
      </>
    );

  return (
    <PageContainer width="medium">
      <PageTitle title={privacyMessages.viewTitle} />
      <PageHeader title={privacyMessages.viewTitle} />
      <div className={styles.actions} data-print="hide">
        <ButtonLink to={paths.Profile.getHref()} variant="secondary">
          {privacyMessages.backToProfile}
        </ButtonLink>
        <Button onClick={() => window.print()} disabled={!data.data}>
          <Printer size={18} aria-hidden="true" />
          {privacyMessages.print}
        </Button>
      </div>
      {content}
    </PageContainer>
  );
}
