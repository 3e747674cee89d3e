import { isStaff } from '@sehat/core/user/access';
import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import { adminRecoveryMessages, adminUserMessages } from '@sehat/core/admin/messages';
import type { User } from '@sehat/core/user/user-schema';
import { formatDate } from '@sehat/core/time/format';
import { Avatar } from '#web/components/avatar/avatar';
import { Button } from '#web/components/ui/button';
import { DataTable, primaryCellClass } from '#web/components/ui/data-table';
import styles from './admin-table-cells.module.css';

const columns = adminUserMessages.columns;

export const displayName = (user: User) => user.fullName || user.username;

/** The spec's table: Name, ID, Email, Role, Date added, Action. Rows become cards on phones. */
export function UsersTable({
  users,
  meId,
  busyId,
  onEdit,
  onDelete,
  onResetLink,
}: {
  users: User[];
  meId: number | undefined;
  busyId: number | null;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
  /** A one-time reset link for the user (works without mail). */
  onResetLink: (user: User) => void;
}) {
  return (
    <DataTable caption={adminUserMessages.tableCaption} columns={Object.values(columns)}>
      {users.map((user) => {
        const name = displayName(user);
        const isMe = user.id === meId;
        return (
          <tr key={user.id}>
            <td data-label={columns.name} className={primaryCellClass}>
              <span className={styles.person}>
                <Avatar user={user} size="sm" />
                <span className={styles.personText}>
                  <span className={styles.personName}>
                    {name}
                    {isMe && <span className={styles.youBadge}>{adminUserMessages.you}</span>}
                  </span>
                  <span className={styles.muted}>@{user.username}</span>
                </span>
              </span>
            </td>
            <td data-label={columns.id}>{user.id}</td>
            <td data-label={columns.email} className={styles.breakable}>
              {user.email}
            </td>
            <td data-label={columns.role}>
              <span className={isStaff(user.role) ? styles.roleStaff : styles.roleUser}>
                {adminUserMessages.roleLabels[user.role]}
              </span>
            </td>
            <td data-label={columns.dateAdded}>
              <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
            </td>
            <td data-label={columns.action}>
              <span className={styles.actions}>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={adminUserMessages.editUser(name)}
                  onClick={() => onEdit(user)}
                >
                  <Pencil size={16} aria-hidden="true" />
                  {adminUserMessages.edit}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={adminRecoveryMessages.resetLinkFor(name)}
                  onClick={() => onResetLink(user)}
                >
                  <KeyRound size={16} aria-hidden="true" />
                  {adminRecoveryMessages.resetLink}
                </Button>
                {!isMe && (
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={adminUserMessages.deleteUser(name)}
                    loading={busyId === user.id}
                    onClick={() => onDelete(user)}
                  >
                    <Trash2 size={16} aria-hidden="true" />
                    {adminUserMessages.delete}
                  </Button>
                )}
              </span>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
