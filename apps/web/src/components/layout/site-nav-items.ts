import { labels } from '@sehat/core/messages';
import { headerResultRoute } from '@sehat/core/selftest/result-routing';
import { paths } from '#web/config/paths';

export type NavItem = { key: string; label: string; to: string; end?: boolean };

/**
 * The header links of spec §2 Layout, in order. `lastResult` is the `hasil` of the current
 * user's completed test (null when there is none): it adds 'Hasil Tes Diri'.
 */
export function siteNavItems({
  loggedIn,
  lastResult = null,
}: {
  loggedIn: boolean;
  lastResult?: string | null;
}): NavItem[] {
  const items: NavItem[] = [
    { key: 'home', label: labels.nav.home, to: paths.Home.getHref(), end: true },
    { key: 'selftest', label: labels.nav.selfTest, to: paths.TesDiri.getHref(), end: true },
    ...(lastResult === null
      ? []
      : [
          {
            key: 'selftest-result',
            label: labels.nav.selfTestResult,
            to: paths[headerResultRoute(lastResult)].getHref(),
          },
        ]),
    { key: 'education', label: labels.nav.education, to: paths.Education.getHref() },
    { key: 'forum', label: labels.nav.forum, to: paths.Forum.getHref() },
  ];
  if (loggedIn) {
    items.push({ key: 'profile', label: labels.nav.profile, to: paths.Profile.getHref() });
  }
  return items;
}
