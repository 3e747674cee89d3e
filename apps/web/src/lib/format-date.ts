const dateFormat = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric' });

/** An ISO timestamp as a date in the viewer's zone, e.g. '5 Maret 2026'; '' when invalid. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

const dateTimeFormat = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeStyle: 'short' });

/** An ISO timestamp as date and time in the viewer's zone, e.g. '5 Maret 2026 pukul 09.00'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}

/** The short form for lists, e.g. '5 Mar 2026, 19.00'; `timeZone` defaults to the viewer's. */
export function formatShortDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

const fullDateTimeFormat = new Intl.DateTimeFormat('id-ID', { dateStyle: 'full', timeStyle: 'short' });

/** The full form for a hover title, with the weekday, e.g. 'Kamis, 5 Maret 2026 pukul 09.00'. */
export function formatFullDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : fullDateTimeFormat.format(date);
}
