import { useState } from 'react';
import { useNavigate } from 'react-router';
import { timings } from '@sehat/core/timings';
import { adminUserMessages, auditLogMessages } from '@sehat/core/admin/messages';
import { mayUse } from '@sehat/core/user/access';
import type { User } from '@sehat/core/user/user-schema';
import { PageContainer } from '#web/components/layout/page-container';
import { FormAlert } from '#web/components/ui/form-alert';
import { PageHeader } from '#web/components/ui/page-header';
import { PageTitle } from '#web/components/ui/page-title';
import { homeOf } from '#web/lib/auth/access-rules';
import { useSession } from '#web/lib/auth/session';
import { AdminUsersTabs } from '../components/admin-users-tabs';
import { AuditLogPanel } from '../components/audit-log-panel';
import { UserForm } from '../components/user-form';
import { UsersPanel } from '../components/users-panel';
import { useFlashMessage } from '../hooks/use-flash-message';
import { useRefreshAfterSave } from '../hooks/use-refresh-after-save';
import styles from '../components/admin-users.module.css';

type Mode = { kind: 'list'; focusAdd: boolean } | { kind: 'add' } | { kind: 'edit'; user: User };
type Tab = 'users' | 'audit';

const tabs: { key: Tab; label: string }[] = [
  { key: 'users', label: adminUserMessages.listTab },
  { key: 'audit', label: auditLogMessages.tab },
];

/** /admin/users (spec §2, §4): list ⇄ add/edit, delete, and the audit log. */
export function AdminUsersRoute() {
  const [mode, setMode] = useState<Mode>({ kind: 'list', focusAdd: false });
  const [tab, setTab] = useState<Tab>('users');
  const [search, setSearch] = useState('');
  const { flash, show, clear } = useFlashMessage(timings.successMessageMs);
  const refreshAfterSave = useRefreshAfterSave();
  const { user: me } = useSession();
  const navigate = useNavigate();

  const backToList = () => setMode({ kind: 'list', focusAdd: true });

  const onSaved = (saved: User, message: string) => {
    // An admin who just gave up their own admin role leaves this screen for their new start.
    if (saved.id === me?.id && !mayUse(saved.role, 'users')) {
      void navigate(homeOf(saved.role), { replace: true });
      return;
    }
    backToList();
    show(message);
    refreshAfterSave();
  };

  return (
    <PageContainer className={styles.page}>
      <PageTitle title={adminUserMessages.title} />
      <PageHeader title={adminUserMessages.title}>
        <p>{adminUserMessages.subtitle}</p>
      </PageHeader>
      {flash && (
        <div className={styles.flash} key={flash.id}>
          <FormAlert message={flash.text} tone={flash.tone} />
        </div>
      )}
      {mode.kind === 'list' ? (
        <>
          <AdminUsersTabs
            tabs={tabs}
            selected={tab}
            idPrefix="admin-users"
            label={adminUserMessages.sections}
            onSelect={(next) => {
              setTab(next);
              setMode({ kind: 'list', focusAdd: false });
            }}
          />
          <div
            role="tabpanel"
            id={`admin-users-panel-${tab}`}
            aria-labelledby={`admin-users-tab-${tab}`}
            className={styles.tabPanel}
          >
            {tab === 'users' ? (
              <UsersPanel
                search={search}
                onSearch={setSearch}
                focusAdd={mode.focusAdd}
                onAdd={() => {
                  clear();
                  setMode({ kind: 'add' });
                }}
                onEdit={(user) => {
                  clear();
                  setMode({ kind: 'edit', user });
                }}
                onDeleted={() => {
                  show(adminUserMessages.deleted);
                  refreshAfterSave();
                }}
                onActionFailed={(message) => show(message, 'error')}
              />
            ) : (
              <AuditLogPanel />
            )}
          </div>
        </>
      ) : (
        <UserForm
          user={mode.kind === 'edit' ? mode.user : null}
          onCancel={backToList}
          onSaved={(saved) =>
            onSaved(saved, mode.kind === 'edit' ? adminUserMessages.updated : adminUserMessages.created)
          }
        />
      )}
    </PageContainer>
  );
}
