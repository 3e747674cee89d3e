import { describe, expect, it } from 'vitest';
import { themeBootScript } from './theme-boot-script';
import { resolveTheme, toggledTheme, type Theme } from './theme-choice';

describe('resolveTheme', () => {
  it('keeps a remembered choice whatever the device prefers', () => {
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('follows the device when nothing (or garbage) is remembered', () => {
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme(null, false)).toBe('light');
    expect(resolveTheme('purple', true)).toBe('dark');
  });
});

describe('toggledTheme', () => {
  it('switches to the other theme', () => {
    expect(toggledTheme('light')).toBe('dark');
    expect(toggledTheme('dark')).toBe('light');
  });
});

/** Runs the inline script against a fake page and returns the theme it set. */
function runBootScript(stored: string | null, prefersDark: boolean, storageThrows = false): string | null {
  const attributes = new Map<string, string>();
  const localStorage = {
    getItem: () => {
      if (storageThrows) throw new Error('storage disabled');
      return stored;
    },
  };
  const matchMedia = (query: string) => ({
    matches: prefersDark && query === '(prefers-color-scheme: dark)',
  });
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  const window = { matchMedia };
  new Function('localStorage', 'matchMedia', 'window', 'document', themeBootScript)(
    localStorage,
    matchMedia,
    window,
    document,
  );
  return attributes.get('data-theme') ?? null;
}

describe('themeBootScript', () => {
  it.each<[string | null, boolean]>([
    ['dark', false],
    ['light', true],
    [null, true],
    [null, false],
    ['purple', false],
  ])('sets what resolveTheme decides (stored %s, device dark %s)', (stored, prefersDark) => {
    const expected: Theme = resolveTheme(stored, prefersDark);
    expect(runBootScript(stored, prefersDark)).toBe(expected);
  });

  it('still follows the device when storage is disabled', () => {
    expect(runBootScript(null, true, true)).toBe('dark');
  });
});
