import { describe, expect, it } from 'vitest';
import { buildTestApp, uniqueName, withLimits, type TestApp } from '../../../test/helper';

function registration(remoteAddress: string) {
  const username = uniqueName('v6');
  return {
    method: 'POST' as const,
    url: '/api/auth/register',
    remoteAddress,
    payload: {
      username,
      fullName: 'Pengguna IPv6',
      email: `${username}@contoh.id`,
      password: 'rahasia123',
      consent: true,
      adult: true,
    },
  };
}

async function withApp(overrides: Parameters<typeof buildTestApp>[0], run: (app: TestApp) => Promise<void>) {
  const built = await buildTestApp(overrides);
  try {
    await run(built);
  } finally {
    await built.close();
  }
}

describe('per-address limits count an IPv6 /64 as one address', () => {
  it('registrations: new addresses in the same /64 do not get new allowances', async () => {
    await withApp(withLimits({ register: { max: 2, windowMs: 60_000 } }), async ({ app }) => {
      expect((await app.inject(registration('2001:db8:5:6::1'))).statusCode).toBe(201);
      expect((await app.inject(registration('2001:db8:5:6:ffff::2'))).statusCode).toBe(201);
      expect((await app.inject(registration('2001:db8:5:6:1234:5678:9abc:def0'))).statusCode).toBe(429);
      expect((await app.inject(registration('2001:db8:5:7::1'))).statusCode).toBe(201);
    });
  });

  it('the flood guard: requests without a cookie from one /64 share one allowance', async () => {
    await withApp({ apiRateLimitPerMinute: 2 }, async ({ app }) => {
      const health = (remoteAddress: string) => app.inject({ url: '/api/health', remoteAddress });
      expect((await health('2001:db8:5:6::1')).statusCode).toBe(200);
      expect((await health('2001:db8:5:6:ffff::2')).statusCode).toBe(200);
      expect((await health('2001:db8:5:6:1234:5678:9abc:def0')).statusCode).toBe(429);
      expect((await health('2001:db8:5:7::1')).statusCode).toBe(200);
    });
  });
});
