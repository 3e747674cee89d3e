import { Outlet, ScrollRestoration, type Location } from 'react-router';
import { HashScroll } from '#web/components/layout/hash-scroll';
import { NavigationProgress } from '#web/components/layout/navigation-progress';
import { RouteFocus } from '#web/components/layout/route-focus';
import { UpdatePrompt } from '#web/components/offline/update-prompt';
import { OfflineQueueSync } from '../offline-queue-sync';
import { SessionGuardSync } from '../session-guard-sync';
import { TestStateOwnerSync } from '../test-state-owner-sync';

/**
 * Every fresh load (a typed URL, a link from elsewhere, the reload after logout) starts on an
 * entry keyed 'default'; alone, that key would carry one page's saved position to the next
 * page loaded that way. Each load gets its own key instead, so a fresh load starts at the top.
 */
const thisLoad = `load-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
const scrollKey = (location: Location) => (location.key === 'default' ? thisLoad : location.key);

/**
 * Above both areas: scroll to the top on navigation, restore positions on back/forward
 * (ScrollRestoration), glide to #hash targets (HashScroll, which must come after it), and
 * move focus to the new page's heading after a finished task (RouteFocus).
 */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration getKey={scrollKey} />
      <HashScroll />
      <RouteFocus />
      <NavigationProgress />
      <SessionGuardSync />
      <TestStateOwnerSync />
      <OfflineQueueSync />
      <UpdatePrompt />
      <Outlet />
    </>
  );
}
