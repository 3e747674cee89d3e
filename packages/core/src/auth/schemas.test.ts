import { describe, expect, it } from 'vitest';
import { authMessages } from './messages';
import { profileUpdateSchema } from '../profile/schemas';
import { loginBodySchema, registerBodySchema } from './schemas';

const valid = { username: 'budi_s', fullName: 'Budi', email: ' Budi@Contoh.ID ', password: 'abcdef' };

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message;
}

describe('registerBodySchema', () => {
  it('normalises email to trimmed lower case', () => {
    expect(registerBodySchema.parse(valid).email).toBe('budi@contoh.id');
  });

  it.each([
    [{ username: undefined }, authMessages.usernameRequired],
    [{ username: 'ab' }, authMessages.usernameFormat],
    [{ username: 'a'.repeat(31) }, authMessages.usernameFormat],
    [{ username: 'budi santoso' }, authMessages.usernameFormat],
    [{ username: '<b>x</b>' }, authMessages.usernameFormat],
    [{ fullName: '   ' }, authMessages.fullNameRequired],
    [{ fullName: 'x'.repeat(101) }, authMessages.fullNameTooLong],
    [{ email: 'bukan-email' }, authMessages.emailInvalid],
    [{ email: `${'a'.repeat(250)}@x.id` }, authMessages.emailTooLong],
    [{ password: 'abcde' }, authMessages.passwordTooShort],
    [{ password: 'x'.repeat(129) }, authMessages.passwordTooLong],
    [{ password: 123456 }, 'Data tidak valid. Silakan cek input Anda.'],
  ])('rejects %o', (patch, message) => {
    expect(firstMessage(registerBodySchema.safeParse({ ...valid, ...patch }))).toBe(message);
  });

  it('accepts the boundaries (3 and 30 chars, 6-char password)', () => {
    expect(registerBodySchema.safeParse({ ...valid, username: 'abc' }).success).toBe(true);
    expect(registerBodySchema.safeParse({ ...valid, username: 'a'.repeat(30) }).success).toBe(true);
  });
});

describe('loginBodySchema', () => {
  it('requires login and password', () => {
    expect(firstMessage(loginBodySchema.safeParse({ login: '', password: 'x' }))).toBe(
      authMessages.loginRequired,
    );
    expect(firstMessage(loginBodySchema.safeParse({}))).toBe(authMessages.loginRequired);
  });
});

describe('profileUpdateSchema', () => {
  it('defaults address to an empty string', () => {
    expect(profileUpdateSchema.parse({ fullName: 'Budi', email: 'b@x.id' }).address).toBe('');
  });
});
