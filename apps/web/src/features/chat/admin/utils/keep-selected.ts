import type { InboxUser } from '@sehat/core/chat/admin-schemas';

/**
 * The inbox list with the open conversation's user kept in it: under 'Belum Dibaca', reading
 * the conversation would otherwise pull it out from under the counsellor's cursor.
 */
export function keepSelected(users: readonly InboxUser[], selected: InboxUser | null): InboxUser[] {
  if (!selected || users.some((user) => user.id === selected.id)) return [...users];
  return [selected, ...users];
}
