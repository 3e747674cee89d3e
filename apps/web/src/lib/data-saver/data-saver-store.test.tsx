// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readDataSaver, useDataSaver } from './data-saver-store';

const clearCookie = () => {
  document.cookie = 'hemat_data=; Path=/; Max-Age=0';
};

beforeEach(clearCookie);
afterEach(() => {
  clearCookie();
  vi.unstubAllGlobals();
});

describe('low-data mode on the device', () => {
  it("follows the browser's Save-Data preference when the visitor made no choice", () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    expect(readDataSaver()).toBe(true);
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: false } });
    expect(readDataSaver()).toBe(false);
  });

  it('turns on and off from the switch, remembered in the cookie the server reads', () => {
    const { result } = renderHook(() => useDataSaver());
    expect(result.current.on).toBe(false);
    act(() => result.current.choose(true));
    expect(result.current.on).toBe(true);
    expect(document.cookie).toContain('hemat_data=on');
    act(() => result.current.choose(false));
    expect(result.current.on).toBe(false);
    expect(document.cookie).toContain('hemat_data=off');
  });

  it("keeps the visitor's 'off' even when the browser asks to save data", () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const { result } = renderHook(() => useDataSaver());
    act(() => result.current.choose(false));
    expect(result.current.on).toBe(false);
  });
});
