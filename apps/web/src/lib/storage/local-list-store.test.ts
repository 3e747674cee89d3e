// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localListStore } from './local-list-store';

const numbers = (raw: string | null): number[] => {
  const value: unknown = JSON.parse(raw ?? '[]');
  if (!Array.isArray(value)) throw new Error('not a list');
  return value.filter((n): n is number => typeof n === 'number');
};

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('localListStore', () => {
  it('reads the stored list once, saves changes and drops the key when the list is empty', () => {
    window.localStorage.setItem('angka', '[1,2]');
    const store = localListStore('angka', numbers);
    expect(store.get()).toEqual([1, 2]);
    expect(store.get()).toBe(store.get());

    store.save([1, 2, 3]);
    expect(window.localStorage.getItem('angka')).toBe('[1,2,3]');
    expect(store.get()).toEqual([1, 2, 3]);

    store.save([]);
    expect(window.localStorage.getItem('angka')).toBeNull();
    expect(store.get()).toEqual([]);
  });

  it('starts empty when storage holds something else, and keeps a list storage refuses in the page', () => {
    window.localStorage.setItem('angka', '{"bukan":"daftar"}');
    const store = localListStore('angka', numbers);
    expect(store.get()).toEqual([]);

    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const listener = vi.fn();
    store.subscribe(listener);
    store.save([4]);
    expect(store.get()).toEqual([4]);
    expect(listener).toHaveBeenCalledOnce();
  });

  it("follows another tab's change of its key (or a cleared storage), not of other keys", () => {
    const store = localListStore('angka', numbers);
    expect(store.get()).toEqual([]);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    window.localStorage.setItem('lain', '[9]');
    window.dispatchEvent(new StorageEvent('storage', { key: 'lain' }));
    expect(listener).not.toHaveBeenCalled();

    window.localStorage.setItem('angka', '[5]');
    window.dispatchEvent(new StorageEvent('storage', { key: 'angka' }));
    expect(listener).toHaveBeenCalledOnce();
    expect(store.get()).toEqual([5]);

    window.localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(store.get()).toEqual([]);

    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: 'angka' }));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('shows a server render no list', () => {
    window.localStorage.setItem('angka', '[1]');
    expect(localListStore('angka', numbers).empty()).toEqual([]);
  });
});
