// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromJson, storedValue } from './stored-value';

const numbers = fromJson((value) => {
  if (!Array.isArray(value)) throw new Error('not a list');
  return value.filter((n): n is number => typeof n === 'number');
});

const list = (area?: 'local' | 'session') =>
  storedValue<number[]>('angka', { fallback: [], parse: numbers, isEmpty: (l) => l.length === 0, area });

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('storedValue', () => {
  it('writes JSON under its key, reads it back as the same object, and removes the key when empty', () => {
    const stored = list();
    expect(stored.write([1, 2])).toBe(true);
    expect(window.localStorage.getItem('angka')).toBe('[1,2]');
    expect(stored.read()).toEqual([1, 2]);
    expect(stored.read()).toBe(stored.read());
    expect(stored.has()).toBe(true);

    stored.write([]);
    expect(window.localStorage.getItem('angka')).toBeNull();
    expect(stored.has()).toBe(false);

    stored.write([3]);
    stored.remove();
    expect(stored.read()).toEqual([]);
  });

  it('keeps plain text as it is, and sessionStorage when asked', () => {
    const theme = storedValue<string | null>('tema', {
      fallback: null,
      parse: (raw) => raw,
      serialize: String,
    });
    theme.write('dark');
    expect(window.localStorage.getItem('tema')).toBe('dark');

    list('session').write([7]);
    expect(window.sessionStorage.getItem('angka')).toBe('[7]');
    expect(window.localStorage.getItem('angka')).toBeNull();
  });

  it('reads the fallback for corrupt JSON or a value that fails its check', () => {
    const stored = list();
    window.localStorage.setItem('angka', '[1,');
    expect(stored.read()).toEqual([]);
    window.localStorage.setItem('angka', '{"bukan":"daftar"}');
    expect(stored.read()).toEqual([]);
    window.localStorage.setItem('angka', '[4]');
    expect(stored.read()).toEqual([4]);
  });

  it('reports a write the browser refuses (quota) and keeps what was stored', () => {
    const stored = list();
    stored.write([1]);
    const real = window.localStorage;
    const full = {
      getItem: (key: string) => real.getItem(key),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(full as unknown as Storage);
    expect(stored.write([1, 2])).toBe(false);
    expect(stored.read()).toEqual([1]);
  });

  it('never throws when storage is unavailable (private mode, a server render)', () => {
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(refuse);
    const stored = list();
    expect(stored.read()).toEqual([]);
    expect(stored.has()).toBe(false);
    expect(stored.write([1])).toBe(false);
    expect(() => stored.remove()).not.toThrow();
  });

  it("follows another tab's change of its key or a cleared storage, not of other keys", () => {
    const stored = list();
    const listener = vi.fn();
    const stop = stored.onOtherTab(listener);

    window.dispatchEvent(new StorageEvent('storage', { key: 'lain' }));
    expect(listener).not.toHaveBeenCalled();

    window.localStorage.setItem('angka', '[5]');
    window.dispatchEvent(new StorageEvent('storage', { key: 'angka' }));
    expect(listener).toHaveBeenCalledOnce();
    expect(stored.read()).toEqual([5]);

    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).toHaveBeenCalledTimes(2);

    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'angka' }));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
