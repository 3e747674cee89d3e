import { queryOptions } from '@tanstack/react-query';
import type { ServiceHoursResponse } from '@sehat/core/service-hours/schemas';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

/** The service hours admins set, as the server answers them (the help page's loader asks early). */
export const serviceHoursQueryOptions = () =>
  queryOptions({
    queryKey: ['service-hours'],
    queryFn: () => apiRequest<ServiceHoursResponse>(apiPaths.serviceHours),
    staleTime: 60_000,
  });
