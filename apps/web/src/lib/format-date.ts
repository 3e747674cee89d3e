/**
 * Building an Intl formatter costs milliseconds (the locale's patterns are loaded), so each is
 * built on its first use, not when a screen's chunk is evaluated during hydration (ADR 91).
 */
function formatter(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let built: Intl.DateTimeFormat | undefined;
  return () => (built ??= new Intl.DateTimeFormat('id-ID', options));
}

const dateFormat = formatter({ day: 'numeric', month: 'long', year: 'numeric' });
const shortDateFormat = formatter({ day: 'numeric', month: 'short' });
const dateTimeFormat = formatter({ dateStyle: 'long', timeStyle: 'short' });
const fullDateTimeFormat = formatter({ dateStyle: 'full', timeStyle: 'short' });

/** An ISO timestamp as a date in the viewer's zone, e.g. '5 Maret 2026'; '' when invalid. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat().format(date);
}

/** A date for a chart's axis, e.g. '5 Mar'; '' when invalid. */
export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : shortDateFormat().format(date);
}

/** An ISO timestamp as date and time in the viewer's zone, e.g. '5 Maret 2026 pukul 09.00'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat().format(date);
}

/** The short form for lists, e.g. '5 Mar 2026, 19.00'; `timeZone` defaults to the viewer's. */
export function formatShortDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** The full form for a hover title, with the weekday, e.g. 'Kamis, 5 Maret 2026 pukul 09.00'. */
export function formatFullDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : fullDateTimeFormat().format(date);
}
