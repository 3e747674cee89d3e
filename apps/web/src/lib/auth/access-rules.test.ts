import { describe, expect, it } from 'vitest';
import { guardRedirect, homeOf, type Access, type SessionUser } from './access-rules';

const guest: SessionUser = null;
const user: SessionUser = { role: 'user' };
const admin: SessionUser = { role: 'admin' };
const counsellor: SessionUser = { role: 'counsellor' };
const supervisor: SessionUser = { role: 'supervisor' };

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
    ['staff', admin, null],
    ['staff', counsellor, null],
    ['staff', user, '/login'],
    ['staff', guest, '/login'],
    [{ area: 'users' }, admin, null],
    [{ area: 'users' }, user, '/login'],
    [{ area: 'users' }, guest, '/login'],
    [{ area: 'users' }, counsellor, '/admin/chat'],
    [{ area: 'users' }, supervisor, '/admin/chat'],
    [{ area: 'reports' }, counsellor, '/admin/chat'],
    [{ area: 'reports' }, supervisor, null],
    [{ area: 'inbox' }, counsellor, null],
    ['public', counsellor, '/admin/chat'],
    ['guest', supervisor, '/admin/chat'],
    ['user', counsellor, '/admin/chat'],
    ['unknownAdmin', guest, '/login'],
    ['unknownAdmin', user, '/login'],
    ['unknownAdmin', admin, '/login'],
  ])('%j route, %j → %s', (access, who, expected) => {
    expect(guardRedirect(access, who)).toBe(expected);
  });
});

describe('guardRedirect with the requested page', () => {
  it('brings a visitor back to the page that needed an account', () => {
    expect(guardRedirect('user', guest, '/profile')).toBe('/login?next=%2Fprofile');
    expect(guardRedirect({ area: 'journals' }, guest, '/admin/journal?kategori=ptsd')).toBe(
      '/login?next=%2Fadmin%2Fjournal%3Fkategori%3Dptsd',
    );
  });

  it('does not offer a user the admin page after a login they cannot use', () => {
    expect(guardRedirect({ area: 'users' }, user, '/admin/users')).toBe('/login');
    expect(guardRedirect('public', guest, '/forum')).toBeNull();
  });
});

describe('homeOf', () => {
  it('starts an admin at the users screen, other staff at the inbox, everyone else home', () => {
    expect(homeOf('user')).toBe('/');
    expect(homeOf('admin')).toBe('/admin/users');
    expect(homeOf('supervisor')).toBe('/admin/chat');
    expect(homeOf('counsellor')).toBe('/admin/chat');
  });
});
