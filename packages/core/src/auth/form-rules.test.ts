import { describe, expect, it } from 'vitest';
import { authMessages, passwordMessages } from '../messages';
import { checkChangePasswordForm, checkLoginForm, checkRegisterForm } from './form-rules';

const register = {
  username: 'budi',
  fullName: 'Budi',
  email: 'budi@contoh.id',
  password: 'rahasia1',
  confirmPassword: 'rahasia1',
};

describe('checkRegisterForm', () => {
  it('passes a complete form', () => expect(checkRegisterForm(register)).toBeNull());
  it.each(Object.keys(register))('requires %s', (field) => {
    expect(checkRegisterForm({ ...register, [field]: '  ' })).toBe(authMessages.allFieldsRequired);
  });
  it('needs matching passwords', () => {
    expect(checkRegisterForm({ ...register, confirmPassword: 'rahasia2' })).toBe(
      'Password dan konfirmasi password tidak sama.',
    );
  });
});

describe('checkLoginForm', () => {
  it('requires both fields', () => {
    expect(checkLoginForm({ login: ' ', password: 'x' })).toBe('Username/email dan password wajib diisi!');
    expect(checkLoginForm({ login: 'budi', password: '' })).toBe(authMessages.loginRequired);
    expect(checkLoginForm({ login: 'budi', password: 'x' })).toBeNull();
  });
});

describe('checkChangePasswordForm', () => {
  const ok = { currentPassword: 'lama123', newPassword: 'baru123', confirmPassword: 'baru123' };
  it('passes a valid change', () => expect(checkChangePasswordForm(ok)).toBeNull());
  it('requires all fields first', () => {
    expect(checkChangePasswordForm({ ...ok, currentPassword: '', newPassword: '1' })).toBe(
      'Semua field wajib diisi.',
    );
  });
  it('needs at least 6 characters (5 fails, 6 passes)', () => {
    expect(checkChangePasswordForm({ ...ok, newPassword: '12345', confirmPassword: '12345' })).toBe(
      'Kata sandi baru minimal 6 karakter.',
    );
    expect(checkChangePasswordForm({ ...ok, newPassword: '123456', confirmPassword: '123456' })).toBeNull();
  });
  it('needs a matching confirmation', () => {
    expect(checkChangePasswordForm({ ...ok, confirmPassword: 'baru124' })).toBe(
      passwordMessages.confirmMismatch,
    );
  });
});
