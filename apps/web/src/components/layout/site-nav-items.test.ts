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
