import { useSyncExternalStore } from 'react';
import {
  isTheme,
  resolveTheme,
  themeAttribute,
  themeStorageKey,
  toggledTheme,
  type Theme,
} from '@sehat/core/theme/theme-choice';
import { storedValue } from '#web/lib/storage/stored-value';

const darkQuery = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

/** Plain text, as index.html's inline script reads it before first paint. */
const storedChoice = storedValue<string | null>(themeStorageKey, {
  fallback: null,
  parse: (raw) => raw,
  serialize: String,
});
const storedTheme = (): string | null => storedChoice.read();

function deviceDarkMedia(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(darkQuery) : null;
}

/** The theme on <html>, set before first paint by index.html's inline script (ADR 55). */
function currentTheme(): Theme {
  const shown = document.documentElement.getAttribute(themeAttribute);
  return isTheme(shown) ? shown : resolveTheme(storedTheme(), deviceDarkMedia()?.matches ?? false);
}

function show(theme: Theme): void {
  document.documentElement.setAttribute(themeAttribute, theme);
  listeners.forEach((listener) => listener());
}

/** The visitor's own choice: shown at once and remembered on this device. */
export function chooseTheme(theme: Theme): void {
  // Storage can be full or disabled (private mode): the choice then lasts for this page.
  storedChoice.write(theme);
  show(theme);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Without a remembered choice the site keeps following the device (e.g. its night schedule).
  const media = deviceDarkMedia();
  const onDeviceChange = () => show(resolveTheme(storedTheme(), media?.matches ?? false));
  media?.addEventListener('change', onDeviceChange);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', onDeviceChange);
  };
}

/** The shown theme and a toggle; a server render assumes light, hydration then reads <html>. */
export function useTheme(): { theme: Theme; toggle: () => void } {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'light' as const);
  return { theme, toggle: () => chooseTheme(toggledTheme(theme)) };
}
