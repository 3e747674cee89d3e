import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nearValue, type Position } from '@sehat/core/services/position';
import { apiPaths, withQuery } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import type { ServiceFilter } from '../utils/service-filter';

export const serviceKeys = { all: ['services'] as const };

/** A query of the directory; `near` is a rounded position kept in memory only. */
export type ServiceQuery = ServiceFilter & { near?: Position | null };

function getServices(query: ServiceQuery, cursor: string | undefined, signal: AbortSignal) {
  const { near, ...filter } = query;
  return apiRequest(
    withQuery(apiPaths.services, { ...filter, near: near ? nearValue(near) : undefined, cursor }),
    { answer: 'services.list', signal },
  );
}

export const servicesQueryOptions = (query: ServiceQuery) =>
  infiniteQueryOptions({
    queryKey: [...serviceKeys.all, query],
    queryFn: ({ pageParam, signal }) => getServices(query, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useServices(query: ServiceQuery) {
  return useInfiniteQuery(servicesQueryOptions(query));
}
