import type { ServiceHoursResponse } from '@sehat/core/service-hours/schemas';
import { serviceStatus, type ServiceHours } from '@sehat/core/service-hours/schedule';

/** The contract's shape: the schedule, and whether it is open at `now` and when it opens next. */
export function presentServiceHours(hours: ServiceHours, now: Date): ServiceHoursResponse {
  const status = serviceStatus(hours, now);
  return {
    timezone: hours.timezone,
    weekly: hours.weekly.map(({ day, open, close }) => ({ day, open, close })),
    closedDates: hours.closedDates.map(({ date, note }) => ({ date, note })),
    open: status.open,
    nextOpenAt: status.nextOpening?.at.toISOString() ?? null,
  };
}
