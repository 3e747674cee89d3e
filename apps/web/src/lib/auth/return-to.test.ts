import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { readReturnTo, returnsToResult, safeReturnPath } from './return-to';

describe('safeReturnPath', () => {
  it.each([
    ['/forum', '/forum'],
    ['/edukasi?kategori=ptsd#ruang-artikel', '/edukasi?kategori=ptsd#ruang-artikel'],
    ['/hasil/ptsd', '/hasil/ptsd'],
    ['/riwayat-tes/12', '/riwayat-tes/12'],
    ['/admin/journal?kategori=ptsd', '/admin/journal?kategori=ptsd'],
    ['/', '/'],
  ])('keeps the site page %s', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['another site', 'https://evil.example/forum'],
    ['a protocol-relative address', '//evil.example/forum'],
    ['a backslash trick', '/\\evil.example'],
    ['a tab trick', '/\t/evil.example'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a relative path', 'forum'],
    ['a path outside the route table', '/tidak-ada'],
    ['the login page itself', '/login'],
    ['the register page', '/register?next=/forum'],
    ['an API path', '/api/auth/session'],
  ])('refuses %s', (_label, raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});

describe('readReturnTo', () => {
  it('reads what paths.Login.getHref wrote', () => {
    const href = paths.Login.getHref({ path: '/hasil/ptsd', chat: true });
    expect(href).toBe('/login?next=%2Fhasil%2Fptsd&chat=1');
    const search = new URLSearchParams(href.split('?')[1]);
    expect(readReturnTo(search)).toEqual({ path: '/hasil/ptsd', chat: true });
  });

  it('ignores an unsafe next, chat or not', () => {
    expect(readReturnTo(new URLSearchParams('next=https://evil.example&chat=1'))).toBeNull();
    expect(readReturnTo(new URLSearchParams(''))).toBeNull();
  });
});

describe('returnsToResult', () => {
  it('knows the result pages', () => {
    expect(returnsToResult({ path: '/hasil/psikotik/Berat' })).toBe(true);
    expect(returnsToResult({ path: '/hasil/normal' })).toBe(true);
    expect(returnsToResult({ path: '/forum' })).toBe(false);
    expect(returnsToResult(null)).toBe(false);
  });
});
