import { describe, expect, it } from 'vitest';
import { paths } from '#web/config/paths';
import { readReturnTo, keepsVisitorResult, safeReturnPath } from './return-to';

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
    expect(readReturnTo(search)).toEqual({ path: '/hasil/ptsd', chat: true, share: undefined });
  });

  it('keeps the choice to share a result, of which screening, which only means something with the chat', () => {
    const href = paths.Register.getHref({ path: '/tes-diri', chat: true, share: 'phq9' });
    expect(href).toBe('/register?next=%2Ftes-diri&chat=1&bagikan=phq9');
    expect(readReturnTo(new URLSearchParams(href.split('?')[1]))).toEqual({
      path: '/tes-diri',
      chat: true,
      share: 'phq9',
    });
    // Links from before every screening could be shared: '1' named SRQ-29's result.
    expect(readReturnTo(new URLSearchParams('next=%2Ftes-diri&chat=1&bagikan=1'))?.share).toBe('srq29');
    expect(readReturnTo(new URLSearchParams('next=%2Ftes-diri&chat=1&bagikan=bdi2'))?.share).toBeUndefined();
    expect(readReturnTo(new URLSearchParams('next=%2Fforum&bagikan=srq29'))).toEqual({
      path: '/forum',
      chat: false,
      share: undefined,
    });
  });

  it('ignores an unsafe next, chat or not', () => {
    expect(readReturnTo(new URLSearchParams('next=https://evil.example&chat=1'))).toBeNull();
    expect(readReturnTo(new URLSearchParams(''))).toBeNull();
  });
});

describe('keepsVisitorResult', () => {
  it('knows the result pages', () => {
    expect(keepsVisitorResult({ path: '/hasil/psikotik/Berat' })).toBe(true);
    expect(keepsVisitorResult({ path: '/hasil/normal' })).toBe(true);
    expect(keepsVisitorResult({ path: '/forum' })).toBe(false);
    expect(keepsVisitorResult(null)).toBe(false);
    // Chosen to share it with the counsellors: it stays theirs wherever they go back to.
    expect(keepsVisitorResult({ path: '/forum', chat: true, share: 'srq29' })).toBe(true);
  });
});
