/**
 * The words of dates, times and durations (issue 48 item 3): one spelling each, used by every
 * page, mail and export that shows a time to a person.
 */

export const monthNames = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

/** ISO weekdays, 1 Monday … 7 Sunday. */
export const weekdayNames: Record<number, string> = {
  1: 'Senin',
  2: 'Selasa',
  3: 'Rabu',
  4: 'Kamis',
  5: 'Jumat',
  6: 'Sabtu',
  7: 'Minggu',
};

export const timeWords = {
  /** '28 November 2026 pukul 17.34'. */
  at: (date: string, clock: string) => `${date} pukul ${clock}`,
  justNow: 'Baru saja',
  minutesAgo: (minutes: number) => `${minutes} menit yang lalu`,
  hoursAgo: (hours: number) => `${hours} jam yang lalu`,
  yesterday: 'Kemarin',
  /** The forum's short forms (spec §9): '5m', '3j'. */
  minutesShort: (minutes: number) => `${minutes}m`,
  hoursShort: (hours: number) => `${hours}j`,
  seconds: (seconds: number) => `${seconds} detik`,
  minutes: (minutes: number) => `${minutes} menit`,
  hours: (hours: number) => `${hours} jam`,
} as const;
