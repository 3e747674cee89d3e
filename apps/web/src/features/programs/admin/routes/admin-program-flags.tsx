import { MessageCircle } from 'lucide-react';
import { adminProgramLabels, programFlagLabels } from '@sehat/core/programs/messages';
import { formatDateTime } from '@sehat/core/time/format';
import { PageContainer } from '#web/components/layout/page-container';
import { ButtonLink } from '#web/components/ui/button-link';
import { DataTable, primaryCellClass } from '#web/components/ui/data-table';
import { ErrorState } from '#web/components/ui/error-state';
import { LoadingState } from '#web/components/ui/loading-state';
import { PageHeader } from '#web/components/ui/page-header';
import { PageTitle } from '#web/components/ui/page-title';
import { paths } from '#web/config/paths';
import { useProgramFlags } from '../api/get-program-flags';
import styles from '../../components/programs.module.css';

/** /admin/program-bantu-diri: self-help participants a counsellor should greet, and the way to their chat. */
export function AdminProgramFlagsRoute() {
  const flags = useProgramFlags();
  let content;
  if (flags.isPending) content = <LoadingState />;
  else if (flags.isError)
    content = (
      <ErrorState
        message={adminProgramLabels.loadFailed}
        onRetry={() => void flags.refetch()}
        retrying={flags.isFetching}
      />
    );
  else if (flags.data.length === 0) content = <p>{adminProgramLabels.empty}</p>;
  else
    content = (
      <DataTable
        caption={adminProgramLabels.caption}
        columns={[
          adminProgramLabels.columnUser,
          adminProgramLabels.columnReason,
          adminProgramLabels.columnAt,
          adminProgramLabels.columnAction,
        ]}
      >
        {flags.data.map((item) => (
          <tr key={`${item.user.id}-${item.code}-${item.reason}`}>
            <td data-label={adminProgramLabels.columnUser} className={primaryCellClass}>
              <strong>@{item.user.username}</strong>
            </td>
            <td data-label={adminProgramLabels.columnReason}>{programFlagLabels[item.reason]}</td>
            <td data-label={adminProgramLabels.columnAt}>
              <time dateTime={item.at}>{formatDateTime(item.at)}</time>
            </td>
            <td data-label={adminProgramLabels.columnAction}>
              <ButtonLink
                size="sm"
                variant="secondary"
                to={paths.AdminChat.getHref(item.user.id)}
                aria-label={adminProgramLabels.openChat(item.user.username)}
              >
                <MessageCircle aria-hidden="true" size={16} />
                {adminProgramLabels.openChatShort}
              </ButtonLink>
            </td>
          </tr>
        ))}
      </DataTable>
    );
  return (
    <PageContainer className={styles.page}>
      <PageTitle title={adminProgramLabels.title} />
      <PageHeader title={adminProgramLabels.title}>
        <p>{adminProgramLabels.intro}</p>
      </PageHeader>
      {content}
    </PageContainer>
  );
}
