import { describe, expect, it } from 'vitest';
import { authMessages } from '@sehat/core/auth/messages';
import type { User } from '@sehat/core/user/user-schema';
import { initialUserFormValues, userFormSchema, type UserFormValues } from './user-form-input';

/** The schema's answer in the shape the form sees it: the request, or the first error per field. */
function userFormInput(user: User | null, values: UserFormValues) {
  const parsed = userFormSchema(user).safeParse(values);
  if (parsed.success) return { ok: true as const, input: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false as const, errors };
}

const user: User = {
  id: 12,
  username: 'budi',
  email: 'budi@contoh.id',
  emailVerified: true,
  fullName: 'Budi',
  address: 'Jl. A',
  role: 'user',
  photoUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('initialUserFormValues', () => {
  it('starts the add form empty with role User', () => {
    expect(initialUserFormValues(null)).toEqual({
      username: '',
      email: '',
      fullName: '',
      role: 'user',
      address: '',
      password: '',
    });
  });

  it("starts the edit form with the user's data and no password", () => {
    expect(initialUserFormValues(user)).toMatchObject({ username: 'budi', role: 'user', password: '' });
  });
});

describe('userFormInput', () => {
  it('requires username, email and password (after trimming) on add', () => {
    const result = userFormInput(null, { ...initialUserFormValues(null), username: '  ', password: '   ' });
    expect(result).toEqual({
      ok: false,
      errors: {
        username: authMessages.usernameRequired,
        email: authMessages.emailRequired,
        password: authMessages.passwordRequired,
      },
    });
  });

  it('sends a trimmed add request with the chosen role', () => {
    const values = {
      ...initialUserFormValues(null),
      username: ' siti ',
      email: 'Siti@X.id',
      password: 'rahasia1',
      role: 'admin' as const,
    };
    expect(userFormInput(null, values)).toEqual({
      ok: true,
      input: {
        kind: 'create',
        body: {
          username: 'siti',
          email: 'siti@x.id',
          password: 'rahasia1',
          fullName: '',
          address: '',
          role: 'admin',
        },
      },
    });
  });

  it('leaves an empty or blank password out of an edit', () => {
    for (const password of ['', '    ']) {
      const result = userFormInput(user, { ...initialUserFormValues(user), password });
      expect(result.ok && result.input.kind === 'update' && 'password' in result.input.body).toBe(false);
    }
  });

  it('sends a typed password on edit and still checks it', () => {
    const changed = userFormInput(user, { ...initialUserFormValues(user), password: 'baru1234' });
    expect(changed).toMatchObject({
      ok: true,
      input: { kind: 'update', id: 12, body: { password: 'baru1234' } },
    });
    const short = userFormInput(user, { ...initialUserFormValues(user), password: 'abc' });
    expect(short).toEqual({ ok: false, errors: { password: authMessages.passwordTooShort } });
  });

  it('requires username and email on edit', () => {
    const result = userFormInput(user, { ...initialUserFormValues(user), username: '', email: ' ' });
    expect(result).toEqual({
      ok: false,
      errors: { username: authMessages.usernameRequired, email: authMessages.emailRequired },
    });
  });
});
