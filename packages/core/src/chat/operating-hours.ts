import { operatingHours } from './limits';
import { zonedParts } from './time-zone';

/**
 * Whether `now` falls inside operating hours (09:00 inclusive to 21:00 exclusive) on the
 * viewer's wall clock. Outside them the chat still sends, with a warning (spec §5, §9).
 */
export function isWithinOperatingHours(now: Date, timeZone?: string | null): boolean {
  const { hour } = zonedParts(now, timeZone);
  return hour >= operatingHours.startHour && hour < operatingHours.endHour;
}

const clock = (hour: number) => `${String(hour).padStart(2, '0')}.00`;

/** The operating hours as Indonesian writes a time span: '09.00–21.00'. */
export const operatingHoursText = `${clock(operatingHours.startHour)}–${clock(operatingHours.endHour)}`;
