import { describe, expect, it } from 'vitest';
import { afterLoginTarget, guardRedirect, type Access, type SessionUser } from './access-rules';

const guest: SessionUser = null;
const user: SessionUser = { role: 'user' };
const admin: SessionUser = { role: 'admin' };

describe('guardRedirect', () => {
  it.each<[Access, SessionUser, string | null]>([
    ['public', guest, null],
    ['public', user, null],
    ['public', admin, '/admin/users'],
    ['guest', guest, null],
    ['guest', user, '/'],
    ['guest', admin, '/admin/users'],
    ['user', guest, '/login'],
    ['user', user, null],
    ['user', admin, '/admin/users'],
    ['admin', admin, null],
    ['admin', user, '/login'],
    ['admin', guest, '/login'],
    ['unknownAdmin', guest, '/login'],
    ['unknownAdmin', user, '/login'],
    ['unknownAdmin', admin, '/login'],
  ])('%s route, %j → %s', (access, who, expected) => {
    expect(guardRedirect(access, who)).toBe(expected);
  });
});

describe('guardRedirect with the requested page', () => {
  it('brings a visitor back to the page that needed an account', () => {
    expect(guardRedirect('user', guest, '/profile')).toBe('/login?next=%2Fprofile');
    expect(guardRedirect('admin', guest, '/admin/journal?kategori=ptsd')).toBe(
      '/login?next=%2Fadmin%2Fjournal%3Fkategori%3Dptsd',
    );
  });

  it('does not offer a user the admin page after a login they cannot use', () => {
    expect(guardRedirect('admin', user, '/admin/users')).toBe('/login');
    expect(guardRedirect('public', guest, '/forum')).toBeNull();
  });
});

describe('afterLoginTarget', () => {
  it('sends an admin to the admin area and everyone else home', () => {
    expect(afterLoginTarget('user')).toBe('/');
    expect(afterLoginTarget('admin')).toBe('/admin/users');
  });
});
