import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { headerResultRoute, type ResultRouteName } from '@sehat/core/selftest/result-routing';
import { paths } from '../../../config/paths';
import { sessionQueryOptions } from '../../../lib/auth/session';
import { checkTestStateOwner, getTestState, storedResult } from '../../../lib/selftest/test-state-store';
import { crisisContactsQueryOptions } from '../api/get-crisis-contacts';

async function viewerId(queryClient: QueryClient): Promise<number | null | undefined> {
  try {
    return (await queryClient.ensureQueryData(sessionQueryOptions())).user?.id ?? null;
  } catch {
    return undefined;
  }
}

/**
 * A result page needs a stored result of this device's viewer (spec §2 Guards), else TesDiri.
 * Without URL params it shows the page the stored result belongs to.
 */
export function resultLoader(queryClient: QueryClient, route: ResultRouteName) {
  return async ({ params }: LoaderFunctionArgs) => {
    const viewer = await viewerId(queryClient);
    if (viewer !== undefined) checkTestStateOwner(viewer);
    const stored = storedResult(getTestState());
    const own = stored ? headerResultRoute(stored.hasil) : 'TesDiri';
    if (own === 'TesDiri') throw redirect(paths.TesDiri.getHref());
    if (!params.hasil && !params.severity && own !== route) throw redirect(paths[own].getHref());
    void queryClient.prefetchQuery(crisisContactsQueryOptions());
    return null;
  };
}
