import { MessageCircle } from 'lucide-react';
import { adminProgramLabels as l, programFlagLabels } from '@sehat/core/programs/messages';
import { formatDateTime } from '@sehat/core/time/format';
import { PageContainer } from '../../../../components/layout/page-container';
import { ButtonLink } from '../../../../components/ui/button-link';
import { DataTable, primaryCellClass } from '../../../../components/ui/data-table';
import { ErrorState } from '../../../../components/ui/error-state';
import { LoadingState } from '../../../../components/ui/loading-state';
import { PageHeader } from '../../../../components/ui/page-header';
import { PageTitle } from '../../../../components/ui/page-title';
import { paths } from '../../../../config/paths';
import { useProgramFlags } from '../api/get-program-flags';
import styles from '../../components/programs.module.css';

/** /admin/program-bantu-diri: self-help participants a counsellor should greet, and the way to their chat. */
export function AdminProgramFlagsRoute() {
  const flags = useProgramFlags();
  let content;
  if (flags.isPending) content = <LoadingState />;
  else if (flags.isError)
    content = (
      <ErrorState message={l.loadFailed} onRetry={() => void flags.refetch()} retrying={flags.isFetching} />
    );
  else if (flags.data.length === 0) content = <p>{l.empty}</p>;
  else
    content = (
      <DataTable caption={l.caption} columns={[l.columnUser, l.columnReason, l.columnAt, l.columnAction]}>
        {flags.data.map((item) => (
          <tr key={`${item.user.id}-${item.code}-${item.reason}`}>
            <td data-label={l.columnUser} className={primaryCellClass}>
              <strong>@{item.user.username}</strong>
            </td>
            <td data-label={l.columnReason}>{programFlagLabels[item.reason]}</td>
            <td data-label={l.columnAt}>
              <time dateTime={item.at}>{formatDateTime(item.at)}</time>
            </td>
            <td data-label={l.columnAction}>
              <ButtonLink
                size="sm"
                variant="secondary"
                to={paths.AdminChat.getHref(item.user.id)}
                aria-label={l.openChat(item.user.username)}
              >
                <MessageCircle aria-hidden="true" size={16} />
                {l.openChatShort}
              </ButtonLink>
            </td>
          </tr>
        ))}
      </DataTable>
    );
  return (
    <PageContainer className={styles.page}>
      <PageTitle title={l.title} />
      <PageHeader title={l.title}>
        <p>{l.intro}</p>
      </PageHeader>
      {content}
    </PageContainer>
  );
}
