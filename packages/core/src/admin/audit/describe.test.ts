import { describe, expect, it } from 'vitest';
import { describeAuditDetails } from './describe';

describe('describeAuditDetails', () => {
  it.each([
    [{ role: 'admin' as const }, 'Role: Admin'],
    [{ from: 'user' as const, to: 'admin' as const }, 'Pengguna → Admin'],
    [{ from: 'counsellor' as const, to: 'supervisor' as const }, 'Konselor → Supervisor'],
    [{ changed: ['email' as const, 'password' as const] }, 'Diubah: email, password'],
    [{ changed: ['username' as const], previousUsername: 'budi' }, 'Diubah: username; sebelumnya @budi'],
    [{}, ''],
  ])('%o → %s', (details, text) => {
    expect(describeAuditDetails(details)).toBe(text);
  });
});
