// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTheme } from './theme-store';

/** A device whose colour scheme the test can flip, like a phone's night schedule. */
function fakeDevice(prefersDark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return prefersDark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => media);
  return {
    switchTo(dark: boolean) {
      prefersDark = dark;
      listeners.forEach((listener) => listener());
    },
  };
}

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});
afterEach(() => vi.unstubAllGlobals());

describe('useTheme', () => {
  it('starts from the theme the inline script put on <html>', () => {
    fakeDevice(false);
    document.documentElement.setAttribute('data-theme', 'dark');
    expect(renderHook(() => useTheme()).result.current.theme).toBe('dark');
  });

  it('toggles, shows the new theme on <html> and remembers it on the device', () => {
    fakeDevice(false);
    const { result } = renderHook(() => useTheme());
    expect(result.current.theme).toBe('light');
    act(() => result.current.toggle());
    expect(result.current.theme).toBe('dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(window.localStorage.getItem('sehat-theme')).toBe('dark');
    act(() => result.current.toggle());
    expect(window.localStorage.getItem('sehat-theme')).toBe('light');
  });

  it('follows the device while nothing is remembered, and not after a choice', () => {
    const device = fakeDevice(false);
    const { result } = renderHook(() => useTheme());
    act(() => device.switchTo(true));
    expect(result.current.theme).toBe('dark');
    act(() => result.current.toggle());
    act(() => device.switchTo(false));
    act(() => device.switchTo(true));
    expect(result.current.theme).toBe('light');
  });
});
