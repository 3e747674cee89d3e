import { labels } from '@sehat/core/messages';
import { paths } from '../../config/paths';

export type NavItem = { key: string; label: string; to: string; end?: boolean };

/** The header links of spec §2 Layout, in order. */
export function siteNavItems({ loggedIn }: { loggedIn: boolean }): NavItem[] {
  const items: NavItem[] = [
    { key: 'home', label: labels.nav.home, to: paths.Home.getHref(), end: true },
    { key: 'selftest', label: labels.nav.selfTest, to: paths.TesDiri.getHref(), end: true },
    // SLOT (self-test issue): the 'Hasil Tes Diri' link (labels.nav.selfTestResult) goes here,
    // only when the current user has a completed result; its target comes from the last
    // result text (spec §2 Layout). Add a parameter for that result; do not read storage here.
    { key: 'education', label: labels.nav.education, to: paths.Education.getHref() },
    { key: 'forum', label: labels.nav.forum, to: paths.Forum.getHref() },
  ];
  if (loggedIn) {
    items.push({ key: 'profile', label: labels.nav.profile, to: paths.Profile.getHref() });
  }
  return items;
}
