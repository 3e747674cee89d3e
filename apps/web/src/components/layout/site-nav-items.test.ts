import { describe, expect, it } from 'vitest';
import { siteNavItems } from './site-nav-items';

describe('siteNavItems', () => {
  it('shows the four public links to visitors', () => {
    expect(siteNavItems({ loggedIn: false }).map((i) => [i.label, i.to])).toEqual([
      ['Home', '/'],
      ['Tes Diri', '/tes-diri'],
      ['Pojok Edukasi', '/edukasi'],
      ['Forum Diskusi', '/forum'],
    ]);
  });

  it('adds Profile for a logged-in user', () => {
    const items = siteNavItems({ loggedIn: true });
    expect(items.at(-1)).toMatchObject({ label: 'Profile', to: '/profile' });
    expect(items).toHaveLength(5);
  });
});

describe("the 'Hasil Tes Diri' link", () => {
  it('is absent without a completed result', () => {
    expect(siteNavItems({ loggedIn: true, lastResult: null }).map((i) => i.label)).not.toContain(
      'Hasil Tes Diri',
    );
  });

  it.each([
    ['Gejala Neurosis', '/hasil/neurosis'],
    ['Gejala Psikotik', '/hasil/psikotik'],
    ['Penggunaan Zat Psikotik', '/hasil/psikotik'],
    ['Gejala PTSD', '/hasil/ptsd'],
    ['normal', '/hasil/normal'],
    ['Hasil lain', '/tes-diri'],
  ])('follows the last result %j to %s, right after Tes Diri, without the result in the URL', (hasil, to) => {
    const items = siteNavItems({ loggedIn: true, lastResult: hasil });
    expect(items[2]).toMatchObject({ label: 'Hasil Tes Diri', to });
    expect(items[1]!.label).toBe('Tes Diri');
  });
});
