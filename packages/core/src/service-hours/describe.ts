import { addDays, isoDate, isoWeekday, wallClock } from './local-calendar';
import { monthNames, serviceHoursMessages as m, weekdayNames, zoneAbbreviations } from './messages';
import { openingOf, serviceStatus, type NextOpening, type Opening, type ServiceHours } from './schedule';

const pad = (n: number) => String(n).padStart(2, '0');
/** A minute of the day as a clock, e.g. 1065 → '17.45' with '.' as the separator. */
export const clockText = (minute: number, separator: string) =>
  `${pad(Math.floor(minute / 60))}${separator}${pad(minute % 60)}`;

/** As Indonesian writes a span of hours: '09.00–21.00' (midnight at the end is '24.00'). */
export function spanText({ from, to }: Opening): string {
  return `${clockText(from, '.')}–${clockText(to, '.')}`;
}

/** 'WIB', 'WITA', 'WIT', or the IANA name of any other zone. */
export function zoneLabel(timeZone: string): string {
  return zoneAbbreviations[timeZone] ?? timeZone;
}

/** Consecutive weekdays with the same hours, as 'Senin–Jumat' or 'Sabtu'. */
function dayRange(days: number[]): string {
  const first = weekdayNames[days[0]!]!;
  return days.length === 1 ? first : `${first}–${weekdayNames[days.at(-1)!]}`;
}

/**
 * The weekly timetable in one phrase: 'setiap hari pukul 09.00–21.00 WIB', or
 * 'Senin–Jumat pukul 08.00–16.00, Sabtu pukul 09.00–12.00 WIB' (closed days left out).
 */
export function weeklySummary(hours: ServiceHours): string {
  const groups: { days: number[]; span: string }[] = [];
  for (const entry of hours.weekly) {
    const opening = openingOf(entry);
    const span = opening ? spanText(opening) : null;
    const last = groups.at(-1);
    if (span && last?.span === span && last.days.at(-1) === entry.day - 1) last.days.push(entry.day);
    else if (span) groups.push({ days: [entry.day], span });
  }
  if (groups.length === 0) return m.noOpenDay;
  const zone = zoneLabel(hours.timezone);
  if (groups.length === 1 && groups[0]!.days.length === 7)
    return `${m.everyDay} pukul ${groups[0]!.span} ${zone}`;
  return `${groups.map((group) => m.daysAt(dayRange(group.days), group.span)).join(', ')} ${zone}`;
}

/** 'hari ini', 'besok', or 'Senin, 22 Maret' (with the year when it is another year). */
function dayText(next: NextOpening, now: Date, timeZone: string): string {
  const today = wallClock(now, timeZone).date;
  const date = isoDate(next.date);
  if (date === isoDate(today)) return m.today;
  if (date === isoDate(addDays(today, 1))) return m.tomorrow;
  const weekday = weekdayNames[isoWeekday(next.date)]!;
  const year = next.date.year === today.year ? '' : ` ${next.date.year}`;
  return `${weekday}, ${next.date.day} ${monthNames[next.date.month - 1]}${year}`;
}

/** 'Layanan buka lagi besok pukul 09.00 WIB.', or null while open or with no opening ahead. */
export function nextOpenText(hours: ServiceHours, now: Date): string | null {
  const next = serviceStatus(hours, now).nextOpening;
  if (!next) return null;
  return m.nextOpen(
    dayText(next, now, hours.timezone),
    `${clockText(next.from, '.')} ${zoneLabel(hours.timezone)}`,
  );
}

/** The spec's warning with the hours of the day the service opens next: '(09:00 - 21:00)'. */
export function outsideHoursWarning(hours: ServiceHours, now: Date): string {
  const next = serviceStatus(hours, now).nextOpening;
  return m.outsideHoursWarning(next && `${clockText(next.from, ':')} - ${clockText(next.to, ':')}`);
}
