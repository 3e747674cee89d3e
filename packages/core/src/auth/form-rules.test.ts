import { describe, expect, it } from 'vitest';
import { authMessages, passwordMessages } from './messages';
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
  it.each(Object.keys(register))('requires %s, and names it', (field) => {
    expect(checkRegisterForm({ ...register, [field]: '  ' })).toEqual({
      message: authMessages.allFieldsRequired,
      fields: [field],
    });
  });
  it('names every empty field, in form order', () => {
    expect(checkRegisterForm({ ...register, username: '', email: '' })?.fields).toEqual([
      'username',
      'email',
    ]);
  });
  it('needs matching passwords', () => {
    expect(checkRegisterForm({ ...register, confirmPassword: 'rahasia2' })).toEqual({
      message: 'Password dan konfirmasi password tidak sama.',
      fields: ['confirmPassword'],
    });
  });
});

describe('checkLoginForm', () => {
  it('requires both fields', () => {
    expect(checkLoginForm({ login: ' ', password: 'x' })).toEqual({
      message: 'Username/email dan password wajib diisi!',
      fields: ['login'],
    });
    expect(checkLoginForm({ login: 'budi', password: '' })).toEqual({
      message: authMessages.loginRequired,
      fields: ['password'],
    });
    expect(checkLoginForm({ login: '', password: '' })?.fields).toEqual(['login', 'password']);
    expect(checkLoginForm({ login: 'budi', password: 'x' })).toBeNull();
  });
});

describe('checkChangePasswordForm', () => {
  const ok = { currentPassword: 'lama123', newPassword: 'baru123', confirmPassword: 'baru123' };
  it('passes a valid change', () => expect(checkChangePasswordForm(ok)).toBeNull());
  it('requires all fields first', () => {
    expect(checkChangePasswordForm({ ...ok, currentPassword: '', newPassword: '1' })).toEqual({
      message: 'Semua field wajib diisi.',
      fields: ['currentPassword'],
    });
  });
  it('needs at least 6 characters (5 fails, 6 passes)', () => {
    expect(checkChangePasswordForm({ ...ok, newPassword: '12345', confirmPassword: '12345' })).toEqual({
      message: 'Kata sandi baru minimal 6 karakter.',
      fields: ['newPassword'],
    });
    expect(checkChangePasswordForm({ ...ok, newPassword: '123456', confirmPassword: '123456' })).toBeNull();
  });
  it('needs a matching confirmation', () => {
    expect(checkChangePasswordForm({ ...ok, confirmPassword: 'baru124' })).toEqual({
      message: passwordMessages.confirmMismatch,
      fields: ['confirmPassword'],
    });
  });
});
