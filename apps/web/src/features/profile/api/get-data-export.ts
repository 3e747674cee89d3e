import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataExport } from '@sehat/core/privacy/export-schema';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

export function getDataExport(): Promise<DataExport> {
  return apiRequest(apiPaths.profileExport, { answer: 'profile.export' });
}

/** Everything the site holds about the user (the same copy as the JSON download); read fresh. */
export const dataExportQueryOptions = () =>
  queryOptions({ queryKey: ['profile', 'export'], queryFn: getDataExport, staleTime: 0 });

export function useDataExport() {
  return useQuery(dataExportQueryOptions());
}
