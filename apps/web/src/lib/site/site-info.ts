import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '@sehat/core/site/schemas';
import { defaultSiteInfo } from '@sehat/core/site/site-defaults';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '../api-client';

export function getSiteInfo(): Promise<SiteInfo> {
  return apiRequest(apiPaths.site, { answer: 'site.info' });
}

/** The server lets browsers keep it for five minutes; so does the cache. */
export const siteInfoQueryOptions = () =>
  queryOptions({ queryKey: ['site'], queryFn: getSiteInfo, staleTime: 5 * 60_000 });

/**
 * The operator's settings: counsellor team name, contact details, the one crisis help list.
 * Help must never be missing: until they arrive, or if they cannot be loaded, the built-in
 * defaults show.
 */
export function useSiteInfo(): SiteInfo {
  const { data } = useQuery(siteInfoQueryOptions());
  return data ?? defaultSiteInfo;
}
