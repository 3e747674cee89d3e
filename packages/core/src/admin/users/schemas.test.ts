import { describe, expect, it } from 'vitest';
import { commonMessages } from '../../messages';
import { adminUserMessages } from '../messages';
import { authMessages } from '../../auth/messages';
import { adminUserCreateSchema, adminUserListQuerySchema, adminUserUpdateSchema } from './schemas';

const created = { username: 'budi_s', email: ' Budi@Contoh.ID ', password: 'rahasia1' };
const updated = { username: 'budi_s', email: 'budi@contoh.id', fullName: 'Budi', address: '', role: 'user' };

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('adminUserCreateSchema', () => {
  it('defaults role to user and name and address to empty, and normalises email', () => {
    expect(adminUserCreateSchema.parse(created)).toEqual({
      username: 'budi_s',
      email: 'budi@contoh.id',
      password: 'rahasia1',
      fullName: '',
      address: '',
      role: 'user',
    });
  });

  it('accepts the admin role and trims the text fields', () => {
    const parsed = adminUserCreateSchema.parse({
      ...created,
      role: 'admin',
      fullName: '  Budi ',
      address: ' Jl. A ',
    });
    expect(parsed).toMatchObject({ role: 'admin', fullName: 'Budi', address: 'Jl. A' });
  });

  it.each([
    [{ username: '   ' }, authMessages.usernameRequired],
    [{ username: undefined }, authMessages.usernameRequired],
    [{ email: ' ' }, authMessages.emailRequired],
    [{ email: 'bukan-email' }, authMessages.emailInvalid],
    [{ password: undefined }, authMessages.passwordRequired],
    [{ password: '' }, authMessages.passwordRequired],
    [{ password: '        ' }, authMessages.passwordRequired],
    [{ password: '   ' }, authMessages.passwordRequired],
    [{ password: 123456 }, commonMessages.invalidInput],
    [{ password: '12345' }, authMessages.passwordTooShort],
    [{ password: 'x'.repeat(129) }, authMessages.passwordTooLong],
    [{ role: 'superadmin' }, adminUserMessages.roleInvalid],
    [{ role: 'Admin' }, adminUserMessages.roleInvalid],
    [{ fullName: 'n'.repeat(101) }, authMessages.fullNameTooLong],
    [{ address: 'a'.repeat(256) }, 'Alamat maksimal 255 karakter.'],
    [{ fullName: 42 }, commonMessages.invalidInput],
  ])('rejects %o', (patch, message) => {
    expect(firstMessage(adminUserCreateSchema.safeParse({ ...created, ...patch }))).toBe(message);
  });
});

describe('adminUserUpdateSchema', () => {
  it('leaves the password out when it is missing or empty', () => {
    expect(adminUserUpdateSchema.parse(updated).password).toBeUndefined();
    expect(adminUserUpdateSchema.parse({ ...updated, password: '' }).password).toBeUndefined();
    expect(adminUserUpdateSchema.parse({ ...updated, password: 'baru123' }).password).toBe('baru123');
  });

  it('requires username, email and an explicit role', () => {
    expect(firstMessage(adminUserUpdateSchema.safeParse({ ...updated, username: ' ' }))).toBe(
      authMessages.usernameRequired,
    );
    expect(firstMessage(adminUserUpdateSchema.safeParse({ ...updated, email: '' }))).toBe(
      authMessages.emailRequired,
    );
    expect(adminUserUpdateSchema.safeParse({ ...updated, role: undefined }).success).toBe(false);
  });

  it('rejects a whitespace-only or short new password', () => {
    expect(firstMessage(adminUserUpdateSchema.safeParse({ ...updated, password: '       ' }))).toBe(
      authMessages.passwordRequired,
    );
    expect(firstMessage(adminUserUpdateSchema.safeParse({ ...updated, password: 'abc' }))).toBe(
      authMessages.passwordTooShort,
    );
  });
});

describe('adminUserListQuerySchema', () => {
  it('defaults to 20 per page and drops an empty search', () => {
    expect(adminUserListQuerySchema.parse({ q: '   ' })).toEqual({ limit: 20, q: undefined });
  });

  it('trims the search and coerces the limit', () => {
    expect(adminUserListQuerySchema.parse({ q: ' siti ', limit: '100' })).toMatchObject({
      q: 'siti',
      limit: 100,
    });
  });

  it.each([
    { limit: '0' },
    { limit: '101' },
    { limit: 'abc' },
    { limit: '2.5' },
    { q: 'x'.repeat(101) },
    { cursor: '' },
  ])('rejects %o', (query) => {
    expect(adminUserListQuerySchema.safeParse(query).success).toBe(false);
  });
});
