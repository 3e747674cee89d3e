/**
 * Low-data mode (issue 36 item 4, ADR 206): no avatars, no chat images inline, no map embed.
 * The visitor's own "Hemat data" choice, kept in a cookie so the server's render of a page
 * already honours it, wins; without one the browser's Save-Data preference decides.
 */
export const dataSaverCookie = 'hemat_data';

/** A year: the choice is a device setting, like the theme. */
export const dataSaverCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

export type DataSaverChoice = 'on' | 'off';

export function isDataSaverChoice(value: unknown): value is DataSaverChoice {
  return value === 'on' || value === 'off';
}

/** `saveData`: the browser asks for less data (the `Save-Data: on` header, `navigator.connection.saveData`). */
export function dataSaverOn(choice: string | undefined | null, saveData: boolean): boolean {
  if (isDataSaverChoice(choice)) return choice === 'on';
  return saveData;
}

/** The `Save-Data` request header's value asks for less data (RFC-style token, case-insensitive). */
export function saveDataHeaderOn(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim().toLowerCase() === 'on';
}
