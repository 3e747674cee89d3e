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
    ['user', user, null],
    ['user', admin, '/admin/users'],
    ['admin', admin, null],
    ['admin', user, '/login'],
    ['admin', guest, '/login'],
    ['unknownAdmin', guest, '/login'],
    ['unknownAdmin', user, '/login'],
    ['unknownAdmin', admin, '/login'],
  ])('%s route, %j → %s', (access, who, expected) => {
    expect(guardRedirect(access, who, '/somewhere')).toBe(expected);
  });

  it('sends a guest from a user page to login, remembering the page', () => {
    expect(guardRedirect('user', guest, '/profile')).toBe('/login?redirectTo=%2Fprofile');
  });
});

describe('afterLoginTarget', () => {
  it('goes home by role without a redirect', () => {
    expect(afterLoginTarget('user', null)).toBe('/');
    expect(afterLoginTarget('admin', null)).toBe('/admin/users');
  });

  it('returns to a page the role may open', () => {
    expect(afterLoginTarget('user', '/profile')).toBe('/profile');
    expect(afterLoginTarget('user', '/forum?tag=ptsd')).toBe('/forum?tag=ptsd');
    expect(afterLoginTarget('admin', '/admin/chat')).toBe('/admin/chat');
  });

  it.each([
    ['user', '/admin/users', '/'],
    ['admin', '/profile', '/admin/users'],
    ['user', '//evil.example/x', '/'],
    ['user', '/\\evil.example', '/'],
    ['user', 'https://evil.example', '/'],
    ['user', '/login', '/'],
    ['user', '/register?x=1', '/'],
  ] as const)('%s with %s → %s', (role, redirectTo, expected) => {
    expect(afterLoginTarget(role, redirectTo)).toBe(expected);
  });
});
