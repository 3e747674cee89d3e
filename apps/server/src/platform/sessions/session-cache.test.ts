import { describe, expect, it } from 'vitest';
import type { AccountRow } from '../accounts/user-presenter';
import { SessionCache } from './session-cache';

const account = { id: 7, username: 'budi', role: 'user' } as AccountRow;
const now = 1_000_000;
const session = (expiresInMs = 60_000) => ({ account, expiresAt: new Date(now + expiresInMs) });

describe('SessionCache', () => {
  it('keeps a looked-up session for its age limit, then asks again', () => {
    const cache = new SessionCache(30_000, 10);
    cache.set('a', session(), cache.begin(), now);
    expect(cache.get('a', now + 30_000)?.account).toBe(account);
    expect(cache.get('a', now + 30_001)).toBeUndefined();
    expect(cache.get('a', now)).toBeUndefined();
  });

  it('never serves a session past its expiry, and follows an extended one', () => {
    const cache = new SessionCache(30_000, 10);
    cache.set('a', session(5_000), cache.begin(), now);
    expect(cache.get('a', now + 5_000)).toBeUndefined();

    cache.set('b', session(5_000), cache.begin(), now);
    cache.extend('b', new Date(now + 20_000));
    expect(cache.get('b', now + 10_000)?.expiresAt).toEqual(new Date(now + 20_000));
  });

  it('does not keep what a lookup begun before a clear found', () => {
    const cache = new SessionCache(30_000, 10);
    const begun = cache.begin();
    cache.clear();
    cache.set('a', session(), begun, now);
    expect(cache.get('a', now)).toBeUndefined();
    cache.set('a', session(), cache.begin(), now);
    expect(cache.get('a', now)).toBeDefined();
  });

  it('forgets one session, or all of them', () => {
    const cache = new SessionCache(30_000, 10);
    for (const id of ['a', 'b', 'c']) cache.set(id, session(), cache.begin(), now);
    cache.forget('a');
    expect(cache.get('a', now)).toBeUndefined();
    expect(cache.get('b', now)).toBeDefined();
    cache.clear();
    expect(cache.get('b', now)).toBeUndefined();
    expect(cache.get('c', now)).toBeUndefined();
  });

  it('starts over rather than growing past its size', () => {
    const cache = new SessionCache(30_000, 2);
    for (const id of ['a', 'b', 'c']) cache.set(id, session(), cache.begin(), now);
    expect(cache.get('a', now)).toBeUndefined();
    expect(cache.get('b', now)).toBeUndefined();
    expect(cache.get('c', now)).toBeDefined();
  });
});
