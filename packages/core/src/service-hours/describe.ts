import { addDays, isoDate, isoWeekday, wallClock } from './local-calendar';
import { monthNames, weekdayNames } from '../time/messages';
import { serviceHoursMessages, zoneAbbreviations } from './messages';
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

/** Runs of consecutive weekdays as 'Senin–Jumat' or 'Sabtu', joined with commas. */
function dayRuns(days: number[]): string {
  const runs: number[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs.map(dayRange).join(', ');
}

/**
 * The weekly timetable in one phrase: 'setiap hari pukul 09.00–21.00 WIB' only when every day
 * has the same hours, else 'Senin–Jumat pukul 08.00–16.00, Sabtu pukul 09.00–12.00 WIB; Minggu
 * tutup' (the days without hours named as closed).
 */
export function weeklySummary(hours: ServiceHours): string {
  const groups: { days: number[]; span: string }[] = [];
  const closedDays: number[] = [];
  for (const entry of hours.weekly) {
    const opening = openingOf(entry);
    const span = opening ? spanText(opening) : null;
    const last = groups.at(-1);
    if (!span) closedDays.push(entry.day);
    else if (last?.span === span && last.days.at(-1) === entry.day - 1) last.days.push(entry.day);
    else groups.push({ days: [entry.day], span });
  }
  if (groups.length === 0) return serviceHoursMessages.noOpenDay;
  const zone = zoneLabel(hours.timezone);
  if (groups.length === 1 && groups[0]!.days.length === 7)
    return `${serviceHoursMessages.everyDay} pukul ${groups[0]!.span} ${zone}`;
  const open = `${groups.map((group) => serviceHoursMessages.daysAt(dayRange(group.days), group.span)).join(', ')} ${zone}`;
  return closedDays.length === 0 ? open : `${open}${serviceHoursMessages.daysClosed(dayRuns(closedDays))}`;
}

/** 'hari ini', 'besok', or 'Senin, 22 Maret' (with the year when it is another year). */
function dayText(next: NextOpening, now: Date, timeZone: string): string {
  const today = wallClock(now, timeZone).date;
  const date = isoDate(next.date);
  if (date === isoDate(today)) return serviceHoursMessages.today;
  if (date === isoDate(addDays(today, 1))) return serviceHoursMessages.tomorrow;
  const weekday = weekdayNames[isoWeekday(next.date)]!;
  const year = next.date.year === today.year ? '' : ` ${next.date.year}`;
  return `${weekday}, ${next.date.day} ${monthNames[next.date.month - 1]}${year}`;
}

function openingWords(hours: ServiceHours, now: Date, next: NextOpening) {
  return [
    dayText(next, now, hours.timezone),
    `${clockText(next.from, '.')} ${zoneLabel(hours.timezone)}`,
  ] as const;
}

/** 'Layanan buka lagi besok pukul 09.00 WIB.', or null while open or with no opening ahead. */
export function nextOpenText(hours: ServiceHours, now: Date): string | null {
  const next = serviceStatus(hours, now).nextOpening;
  return next && serviceHoursMessages.nextOpen(...openingWords(hours, now, next));
}

/**
 * 'Hari ini layanan tutup (Idul Fitri).' when today, on the service's clock, is a closed date
 * (with its note, if any) or a weekday without hours; null on a day with hours.
 */
export function closedTodayText(hours: ServiceHours, now: Date): string | null {
  const { date } = wallClock(now, hours.timezone);
  const closedDate = hours.closedDates.find((entry) => entry.date === isoDate(date));
  if (closedDate) return serviceHoursMessages.closedToday(closedDate.note);
  const weekly = hours.weekly.find((entry) => entry.day === isoWeekday(date));
  return weekly && openingOf(weekly) ? null : serviceHoursMessages.closedToday(null);
}

/**
 * Why the service is closed now and when it opens, or null while open: on a closed day
 * 'Hari ini layanan tutup (Idul Fitri). Buka lagi Senin, 30 November pukul 09.00 WIB.',
 * outside the day's hours 'Layanan buka lagi besok pukul 09.00 WIB.'.
 */
export function closedNowText(hours: ServiceHours, now: Date): string | null {
  const { open, nextOpening } = serviceStatus(hours, now);
  if (open) return null;
  const closedToday = closedTodayText(hours, now);
  if (!closedToday) return nextOpenText(hours, now);
  return nextOpening
    ? `${closedToday} ${serviceHoursMessages.openAgain(...openingWords(hours, now, nextOpening))}`
    : closedToday;
}

/**
 * The spec's warning with the hours of the day the service opens next: '(09:00 - 21:00)',
 * after 'Hari ini layanan tutup (…).' on a closed day.
 */
export function outsideHoursWarning(hours: ServiceHours, now: Date): string {
  const next = serviceStatus(hours, now).nextOpening;
  const warning = serviceHoursMessages.outsideHoursWarning(
    next && `${clockText(next.from, ':')} - ${clockText(next.to, ':')}`,
  );
  const closedToday = closedTodayText(hours, now);
  return closedToday ? `${closedToday} ${warning}` : warning;
}
