import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

/** The service hours admins set, as the server answers them (the help page's loader asks early). */
export const serviceHoursQueryOptions = () =>
  queryOptions({
    queryKey: ['service-hours'],
    queryFn: () => apiRequest(apiPaths.serviceHours, { answer: 'serviceHours.hours' }),
    staleTime: 60_000,
  });
