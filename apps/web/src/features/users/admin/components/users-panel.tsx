import { useEffect, useRef, useState } from 'react';
import { Plus } from 'lucide-react';
import { adminUserLimits } from '@sehat/core/admin/users/limits';
import { adminRecoveryMessages, adminUserMessages } from '@sehat/core/admin/messages';
import type { AdminResetLink } from '@sehat/core/auth/recovery';
import type { User } from '@sehat/core/user/user-schema';
import { useDialog } from '#web/components/dialog/dialog-context';
import { Button } from '#web/components/ui/button';
import { LoadingState } from '#web/components/ui/loading-state';
import { TextField } from '#web/components/ui/text-field';
import { useSession } from '#web/lib/auth/session';
import { useCreateResetLink } from '../api/create-reset-link';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { actionErrorMessage } from '../utils/action-error';
import { MailStatusNotice } from './mail-status-notice';
import { ResetLinkDialog } from './reset-link-dialog';
import { displayName, UsersTable } from './users-table';
import styles from './admin-users.module.css';
import { ErrorState } from '#web/components/ui/error-state';

/** The list mode: server-side search, the table, paging, and delete behind its dialog. */
export function UsersPanel({
  search,
  onSearch,
  focusAdd,
  onAdd,
  onEdit,
  onDeleted,
  onActionFailed,
}: {
  search: string;
  onSearch: (value: string) => void;
  /** Put focus on "Tambah User" (after a form closes or a row was deleted). */
  focusAdd: boolean;
  onAdd: () => void;
  onEdit: (user: User) => void;
  onDeleted: () => void;
  onActionFailed: (message: string) => void;
}) {
  const query = useDebouncedValue(search.trim(), adminUserLimits.searchDebounceMs);
  const users = useUsers(query);
  const remove = useDeleteUser();
  const resetLink = useCreateResetLink();
  const [shownLink, setShownLink] = useState<{ name: string; link: AdminResetLink } | null>(null);
  const dialog = useDialog();
  const { user: me } = useSession();
  const addRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusAdd) addRef.current?.focus();
  }, [focusAdd]);

  const onDelete = async (user: User) => {
    const confirmed = await dialog.confirm({
      title: adminUserMessages.deleteTitle,
      message: adminUserMessages.deleteConfirm(displayName(user)),
      confirmLabel: adminUserMessages.deleteButton,
      tone: 'danger',
    });
    if (!confirmed) return;
    remove.mutate(user.id, {
      onSuccess: () => {
        addRef.current?.focus();
        onDeleted();
      },
      onError: (error) => onActionFailed(actionErrorMessage(error, adminUserMessages.deleteFailed)),
    });
  };

  const onResetLink = async (user: User) => {
    const confirmed = await dialog.confirm({
      title: adminRecoveryMessages.confirmTitle,
      message: adminRecoveryMessages.confirmText(displayName(user)),
      confirmLabel: adminRecoveryMessages.confirmButton,
    });
    if (!confirmed) return;
    resetLink.mutate(user.id, {
      onSuccess: (link) => setShownLink({ name: displayName(user), link }),
      onError: (error) => onActionFailed(actionErrorMessage(error, adminRecoveryMessages.failed)),
    });
  };

  const pages = users.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.users);
  const total = pages[0]?.total ?? 0;

  let body;
  if (users.isPending) {
    body = <LoadingState text={adminUserMessages.loading} />;
  } else if (users.isError && !users.data) {
    body = (
      <ErrorState
        message={actionErrorMessage(users.error, adminUserMessages.loadFailed)}
        onRetry={() => void users.refetch()}
      />
    );
  } else if (rows.length === 0) {
    body = (
      <p className={styles.empty} role="status">
        {query ? adminUserMessages.noMatch(query) : adminUserMessages.empty}
      </p>
    );
  } else {
    body = (
      <>
        <UsersTable
          users={rows}
          meId={me?.id}
          busyId={remove.isPending ? (remove.variables ?? null) : null}
          onEdit={onEdit}
          onDelete={(user) => void onDelete(user)}
          onResetLink={(user) => void onResetLink(user)}
        />
        <div className={styles.listFooter}>
          <p className={styles.count} role="status">
            {adminUserMessages.showing(rows.length, total)}
          </p>
          {users.hasNextPage && (
            <Button
              variant="secondary"
              loading={users.isFetchingNextPage}
              onClick={() => void users.fetchNextPage()}
            >
              {adminUserMessages.loadMore}
            </Button>
          )}
        </div>
      </>
    );
  }

  return (
    <div className={styles.panel}>
      <MailStatusNotice />
      {shownLink && (
        <ResetLinkDialog
          name={shownLink.name}
          resetLink={shownLink.link}
          onClose={() => setShownLink(null)}
        />
      )}
      <div className={styles.toolbar}>
        <TextField
          className={styles.search}
          label={adminUserMessages.searchLabel}
          type="search"
          name="q"
          placeholder={adminUserMessages.searchPlaceholder}
          autoComplete="off"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
        />
        <Button ref={addRef} onClick={onAdd} className={styles.addButton}>
          <Plus size={18} aria-hidden="true" />
          {adminUserMessages.add}
        </Button>
      </div>
      <div aria-busy={users.isFetching || undefined} className={styles.results}>
        {body}
      </div>
    </div>
  );
}
