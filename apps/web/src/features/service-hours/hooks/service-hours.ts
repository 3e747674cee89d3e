import { useQuery } from '@tanstack/react-query';
import {
  defaultServiceHours,
  serviceStatus,
  type ServiceHours,
  type ServiceStatus,
} from '@sehat/core/service-hours/schedule';
import { serviceHoursQueryOptions } from '../api/service-hours-query';

/**
 * The service hours admins set. The browser decides open or closed itself, with core's rule
 * and its own clock, so the answer moves with time; until they arrive (or if they cannot be
 * loaded) the spec's default hours stand in.
 */
export function useServiceHours(): ServiceHours {
  const { data } = useQuery(serviceHoursQueryOptions());
  return data ?? defaultServiceHours;
}

/** Whether counsellors are on duty at `now`, and when they are next. */
export function useServiceStatus(now: Date): ServiceStatus & { hours: ServiceHours } {
  const hours = useServiceHours();
  return { ...serviceStatus(hours, now), hours };
}
