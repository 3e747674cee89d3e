import type { Account } from './helper';

/** The body of an admin's PUT /api/admin/users/:id that keeps `account` as registered, with `patch` applied. */
export const adminEditFields = (account: Account, patch: Record<string, unknown> = {}) => ({
  username: account.username,
  email: account.email,
  fullName: `Pengguna ${account.username}`,
  address: '',
  role: 'user',
  ...patch,
});
