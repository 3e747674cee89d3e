import { useState } from 'react';
import { Plus } from 'lucide-react';
import { adminServiceLabels, serviceMessages } from '@sehat/core/services/messages';
import type { Service } from '@sehat/core/services/schemas';
import { useDialog } from '#web/components/dialog/dialog-context';
import { PageContainer } from '#web/components/layout/page-container';
import { Button } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { FormAlert } from '#web/components/ui/form-alert';
import { LoadingState } from '#web/components/ui/loading-state';
import { PageHeader } from '#web/components/ui/page-header';
import { PageTitle } from '#web/components/ui/page-title';
import { TextField } from '#web/components/ui/text-field';
import { errorMessage } from '#web/lib/api-error';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { useServices } from '../../api/get-services';
import { useDeleteService } from '../api/delete-service';
import { useSaveService } from '../api/save-service';
import { CsvPanel } from '../components/csv-panel';
import { ServiceForm } from '../components/service-form';
import { ServicesTable } from '../components/services-table';
import styles from '../components/admin-services.module.css';

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; service: Service };

/** /admin/layanan: the directory's entries, added, changed and removed, and its CSV. */
export function AdminServicesRoute() {
  const dialog = useDialog();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const services = useServices(q ? { q } : {});
  const save = useSaveService();
  const remove = useDeleteService();
  const [status, setStatus] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);
  const list = services.data?.pages.flatMap((page) => page.services) ?? [];

  const confirmDelete = async (service: Service) => {
    const confirmed = await dialog.confirm({
      title: adminServiceLabels.removeTitle,
      message: adminServiceLabels.removeText(service.name),
      confirmLabel: adminServiceLabels.removeConfirm,
      tone: 'danger',
    });
    if (!confirmed) return;
    remove.mutate(service.id, {
      onError: (error) =>
        setStatus({ text: errorMessage(error, serviceMessages.removeFailed), tone: 'error' }),
    });
  };

  if (mode.kind !== 'list') {
    const editing = mode.kind === 'edit' ? mode.service : null;
    return (
      <PageContainer className={styles.page}>
        <PageTitle title={adminServiceLabels.title} />
        <PageHeader title={adminServiceLabels.title} />
        <ServiceForm
          service={editing}
          pending={save.isPending}
          onCancel={() => setMode({ kind: 'list' })}
          onSubmit={(body) =>
            save.mutateAsync({ id: editing?.id ?? null, body }).then(() => {
              setMode({ kind: 'list' });
              setStatus({ text: adminServiceLabels.saved, tone: 'success' });
            })
          }
        />
      </PageContainer>
    );
  }

  let content;
  if (services.isPending) content = <LoadingState />;
  else if (services.isError && !services.data)
    content = (
      <ErrorState
        message={serviceMessages.loadFailed}
        onRetry={() => void services.refetch()}
        retrying={services.isFetching}
      />
    );
  else if (list.length === 0) content = <p className={styles.hint}>{adminServiceLabels.empty}</p>;
  else
    content = (
      <>
        <ServicesTable
          services={list}
          busyId={remove.isPending ? (remove.variables ?? null) : null}
          onEdit={(service) => setMode({ kind: 'edit', service })}
          onDelete={(service) => void confirmDelete(service)}
        />
        {services.hasNextPage && (
          <Button
            variant="secondary"
            className={styles.more}
            onClick={() => void services.fetchNextPage()}
            loading={services.isFetchingNextPage}
          >
            {adminServiceLabels.loadMore}
          </Button>
        )}
      </>
    );

  return (
    <PageContainer className={styles.page}>
      <PageTitle title={adminServiceLabels.title} />
      <PageHeader title={adminServiceLabels.title}>
        <p>{adminServiceLabels.intro}</p>
      </PageHeader>
      <FormAlert message={status?.text ?? null} tone={status?.tone} />
      <div className={styles.toolbar}>
        <TextField
          label={adminServiceLabels.search}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className={styles.search}
        />
        <Button onClick={() => setMode({ kind: 'add' })}>
          <Plus aria-hidden="true" size={18} />
          {adminServiceLabels.add}
        </Button>
      </div>
      {content}
      <CsvPanel />
    </PageContainer>
  );
}
