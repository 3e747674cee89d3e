import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import {
  headerResultRoute,
  resultParamsAgree,
  type ResultRouteName,
} from '@sehat/core/selftest/result-routing';
import { paths } from '#web/config/paths';
import { sessionQueryOptions } from '#web/lib/auth/session';
import { mayAdoptAccountResult } from '@sehat/core/selftest/retake';
import {
  adoptAccountResult,
  checkTestStateOwner,
  getTestState,
  lastRetake,
  storedResult,
} from '../utils/test-state-store';
import { latestResultQueryOptions } from '../api/get-latest-result';

async function viewerId(queryClient: QueryClient): Promise<number | null | undefined> {
  try {
    return (await queryClient.ensureQueryData(sessionQueryOptions())).user?.id ?? null;
  } catch {
    return undefined;
  }
}

/**
 * A logged-in viewer whose device has no result for this page may have a newer one in their
 * account, taken on another device: it becomes this device's (issue 39 item 1). Not one that
 * Tes Ulang cleared here: only a test taken since (ADR 219).
 */
async function catchUpFromAccount(queryClient: QueryClient, viewer: number): Promise<void> {
  const stored = storedResult(getTestState());
  try {
    const latest = await queryClient.fetchQuery(latestResultQueryOptions());
    const newer = !stored?.createdAt || stored.createdAt < latest.createdAt;
    if (newer && mayAdoptAccountResult(lastRetake(), viewer, latest.createdAt))
      adoptAccountResult(latest, viewer);
  } catch {
    // None in the account (404), or offline: the device's own state decides.
  }
}

/**
 * A result page needs a stored result of this device's viewer (spec §2 Guards), or of their
 * account, else TesDiri.
 * It only ever shows that result: another result's page, or params that contradict the stored
 * result (or make no sense), lead to the stored result's own page.
 */
export function resultLoader(queryClient: QueryClient, route: ResultRouteName) {
  return async ({ params }: LoaderFunctionArgs) => {
    const viewer = await viewerId(queryClient);
    if (viewer !== undefined) checkTestStateOwner(viewer);
    const onDevice = storedResult(getTestState());
    if (viewer && (!onDevice || headerResultRoute(onDevice.hasil) !== route)) {
      await catchUpFromAccount(queryClient, viewer);
    }
    const stored = storedResult(getTestState());
    const own = stored ? headerResultRoute(stored.hasil) : 'TesDiri';
    if (!stored || own === 'TesDiri') throw redirect(paths.TesDiri.getHref());
    if (own !== route || !resultParamsAgree(params, stored)) throw redirect(paths[own].getHref());
    return null;
  };
}
