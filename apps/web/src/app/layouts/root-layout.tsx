import { Outlet, ScrollRestoration } from 'react-router';
import { HashScroll } from '../../components/layout/hash-scroll';
import { NavigationProgress } from '../../components/layout/navigation-progress';
import { SessionGuardSync } from '../session-guard-sync';
import { TestStateOwnerSync } from '../test-state-owner-sync';

/**
 * Above both areas: scroll to the top on navigation, restore positions on back/forward
 * (ScrollRestoration), glide to #hash targets (HashScroll, which must come after it).
 */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <HashScroll />
      <NavigationProgress />
      <SessionGuardSync />
      <TestStateOwnerSync />
      <Outlet />
    </>
  );
}
