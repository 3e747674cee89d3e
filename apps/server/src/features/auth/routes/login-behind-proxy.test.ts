import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLimitWindows } from '@sehat/core/limits/rate-limits';
import type { TrustProxy } from '../../../trust-proxy';
import { buildTestApp, withLimits, type TestApp } from '../../../../test/helper';

const PROXY = '10.0.0.5';
const CLIENT = '203.0.113.9';

/** The per-address login limit behind a proxy, with the client writing its own X-Forwarded-For. */
function behind(trustProxy: TrustProxy) {
  let built: TestApp;
  beforeAll(async () => {
    built = await buildTestApp({
      trustProxy,
      ...withLimits({ login: { ...defaultLimitWindows.login, max: 3 } }),
    });
  });
  afterAll(() => built.close());
  return (spoofed: string, remoteAddress = PROXY) =>
    built.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'tidak_ada_orangnya', password: 'salah-sekali' },
      remoteAddress,
      // The proxy appends the address it saw to whatever the client sent.
      headers: { 'x-forwarded-for': `${spoofed}, ${CLIENT}` },
    });
}

async function statuses(attempt: (spoofed: string) => Promise<{ statusCode: number }>) {
  const codes = [];
  for (let i = 0; i < 5; i++) codes.push((await attempt(`198.51.100.${i}, 127.0.0.1`)).statusCode);
  return codes;
}

describe('one proxy hop (TRUST_PROXY=1)', () => {
  const attempt = behind(1);
  it('limits the address the proxy saw, whatever the client wrote before it', async () => {
    expect(await statuses(attempt)).toEqual([401, 401, 401, 429, 429]);
  });
});

describe('a trusted network (TRUST_PROXY=10.0.0.0/8)', () => {
  const attempt = behind(['10.0.0.0/8']);
  it('limits the first address outside the trusted network', async () => {
    expect(await statuses(attempt)).toEqual([401, 401, 401, 429, 429]);
  });
  it('ignores X-Forwarded-For from a peer outside that network', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await attempt(`198.51.100.${i}`, `192.0.2.${i + 1}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401]);
  });
});

describe('no proxy trusted (the default)', () => {
  const attempt = behind(false);
  it('counts the connection’s own address', async () => {
    expect(await statuses(attempt)).toEqual([401, 401, 401, 429, 429]);
  });
});
