import { openUntil, serviceStatus, type ServiceHours } from './schedule';

/**
 * When an answer to a message written at `since` is due: `minutes` of service hours later.
 * Time while the service is closed (nights, closed weekdays, closed dates) does not count, so a
 * message written at 20:58 with a 5-minute target is due at 09:03 the next day it opens. Null
 * when the service never opens again within the schedule's horizon.
 */
export function responseDueAt(hours: ServiceHours, since: Date, minutes: number): Date | null {
  let at = since.getTime();
  let left = minutes * 60_000;
  // Each turn ends an opening or skips a closed stretch; a week of openings is at most 14 turns.
  for (let turn = 0; turn < 2_000; turn += 1) {
    const closesAt = openUntil(hours, new Date(at));
    if (closesAt) {
      const open = closesAt.getTime() - at;
      if (left <= open) return new Date(at + left);
      left -= open;
      at = closesAt.getTime();
      continue;
    }
    const next = serviceStatus(hours, new Date(at)).nextOpening;
    if (!next) return null;
    at = next.at.getTime();
  }
  return null;
}
