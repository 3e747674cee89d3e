import { describe, expect, it } from 'vitest';
import { adminUserMessages } from '../messages';
import {
  changedUserFields,
  deleteViolation,
  failureMessage,
  isPasswordFilled,
  roleChangeViolation,
  userIdInQuery,
} from './rules';

describe('roleChangeViolation', () => {
  const admin = { id: 1, role: 'admin' as const };

  it('refuses to demote the last admin', () => {
    expect(roleChangeViolation(admin, 'user', 1)).toEqual({
      code: 'LAST_ADMIN',
      message: adminUserMessages.lastAdminDemote,
    });
  });

  it('refuses making the last admin a supervisor or counsellor too', () => {
    expect(roleChangeViolation(admin, 'supervisor', 1)?.code).toBe('LAST_ADMIN');
    expect(roleChangeViolation(admin, 'counsellor', 1)?.code).toBe('LAST_ADMIN');
    expect(roleChangeViolation({ id: 2, role: 'counsellor' }, 'supervisor', 1)).toBeNull();
  });

  it('allows demoting an admin when another remains, and any change of a user', () => {
    expect(roleChangeViolation(admin, 'user', 2)).toBeNull();
    expect(roleChangeViolation(admin, 'admin', 1)).toBeNull();
    expect(roleChangeViolation({ id: 2, role: 'user' }, 'admin', 1)).toBeNull();
    expect(roleChangeViolation({ id: 2, role: 'user' }, 'user', 0)).toBeNull();
  });
});

describe('deleteViolation', () => {
  it('refuses deleting oneself, even when other admins exist', () => {
    expect(deleteViolation(7, { id: 7, role: 'admin' }, 5)?.code).toBe('SELF_DELETE');
    expect(deleteViolation(7, { id: 7, role: 'admin' }, 5)?.message).toBe(adminUserMessages.selfDelete);
  });

  it('refuses deleting the last admin', () => {
    expect(deleteViolation(1, { id: 2, role: 'admin' }, 1)).toEqual({
      code: 'LAST_ADMIN',
      message: adminUserMessages.lastAdminDelete,
    });
  });

  it('allows deleting a user or one of several admins', () => {
    expect(deleteViolation(1, { id: 2, role: 'user' }, 1)).toBeNull();
    expect(deleteViolation(1, { id: 2, role: 'admin' }, 2)).toBeNull();
  });
});

describe('changedUserFields', () => {
  const before = { username: 'budi', email: 'b@x.id', fullName: 'Budi', address: '' };

  it('names exactly the changed fields, and the password when one is given', () => {
    expect(changedUserFields(before, { ...before })).toEqual([]);
    expect(changedUserFields(before, { ...before, email: 'c@x.id', address: 'Jl. A' })).toEqual([
      'email',
      'address',
    ]);
    expect(changedUserFields(before, { ...before, password: 'baru123' })).toEqual(['password']);
    expect(changedUserFields(before, { ...before, username: 'Budi' })).toEqual(['username']);
  });
});

describe('userIdInQuery', () => {
  it.each([
    ['42', 42],
    [' #42 ', 42],
    ['0', null],
    ['4a', null],
    ['budi', null],
    ['99999999999', null],
    ['2147483648', null],
    ['2147483647', 2147483647],
  ])('%s → %s', (query, id) => {
    expect(userIdInQuery(query)).toBe(id);
  });
});

describe('isPasswordFilled', () => {
  it('counts only non-blank input as a new password', () => {
    expect(isPasswordFilled('')).toBe(false);
    expect(isPasswordFilled('   ')).toBe(false);
    expect(isPasswordFilled(' rahasia ')).toBe(true);
  });
});

describe('failureMessage', () => {
  it("appends the server's reason to the spec's failure text", () => {
    expect(failureMessage(adminUserMessages.createFailed, 'Username sudah digunakan.')).toBe(
      'Gagal menambah user: Username sudah digunakan.',
    );
    expect(failureMessage(adminUserMessages.deleteFailed)).toBe('Gagal menghapus user');
    expect(failureMessage(adminUserMessages.deleteFailed, '')).toBe('Gagal menghapus user');
  });
});
