/** The two colour themes the site draws in (ADR 55). */
export type Theme = 'light' | 'dark';

/** The device's local-storage key that remembers a visitor's own choice. */
export const themeStorageKey = 'sehat-theme';

/** The `<html>` attribute the CSS tokens switch on. */
export const themeAttribute = 'data-theme';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** A remembered choice wins; without one the site follows the device's colour scheme. */
export function resolveTheme(stored: string | null, devicePrefersDark: boolean): Theme {
  if (isTheme(stored)) return stored;
  return devicePrefersDark ? 'dark' : 'light';
}

export function toggledTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}
