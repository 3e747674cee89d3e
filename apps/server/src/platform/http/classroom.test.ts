import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { buildTestApp, createAdmin, sessionCookie, uniqueName, type TestApp } from '../../../test/helper';
import { getQuestions, seedQuestions, yesAt } from '../../../test/selftest';
import { BROWSER_COOKIE } from './browser-cookie';

/** The limits of a server started with no settings at all: the product's own. */
const product = loadConfig({}, '/web');
const productLimits = {
  apiRateLimitPerMinute: product.apiRateLimitPerMinute,
  apiRateLimitPerAddressPerMinute: product.apiRateLimitPerAddressPerMinute,
  rateLimits: product.rateLimits,
  selftest: product.selftest,
  httpLimits: product.httpLimits,
};
const CLASSROOM = 40;
/** A school's one public address. */
const school = '203.0.113.40';

/**
 * Each test builds its own app: the flood guard's minute starts with the app's first request,
 * so every count here falls in one window.
 */
async function withApp(run: (t: TestApp) => Promise<void>) {
  const t = await buildTestApp(productLimits);
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

/** The `peramban=...` pair a response gave, for the next request's Cookie header. */
function browserCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === BROWSER_COOKIE);
  if (!cookie) throw new Error(`no browser cookie in answer ${response.statusCode}: ${response.body}`);
  return `${BROWSER_COOKIE}=${cookie.value}`;
}

describe('a classroom behind one address, with the product’s limits', () => {
  it('40 visitors each take the test and register, and each sends a chat message, without a 429', async () => {
    await withApp(async (t) => {
      await seedQuestions(t.app);
      // The chat needs a counsellor to reach: the server makes the first admin at start.
      await createAdmin(t.app);
      const { questions } = await getQuestions(t.app);
      const statuses: number[] = [];
      const call = async (cookie: string | undefined, options: InjectOptions) => {
        const response = await t.app.inject({
          ...options,
          remoteAddress: school,
          headers: cookie ? { cookie } : {},
        });
        statuses.push(response.statusCode);
        return response;
      };

      const pupil = async () => {
        const browser = browserCookie(await call(undefined, { url: '/api/auth/session' }));
        await call(browser, { url: '/api/site' });
        await call(browser, { url: '/api/selftest/questions' });
        const screening = await call(browser, {
          method: 'POST',
          url: '/api/selftest/submissions',
          payload: { jawaban: yesAt(questions.length, 1) },
        });
        expect(screening.statusCode).toBe(201);
        const username = uniqueName('kelas');
        const registered = await call(browser, {
          method: 'POST',
          url: '/api/auth/register',
          payload: {
            username,
            fullName: `Siswa ${username}`,
            email: `${username}@contoh.id`,
            password: 'rahasia123',
            consent: true,
            adult: true,
          },
        });
        expect(registered.statusCode).toBe(201);
        const cookie = `${browser}; ${sessionCookie(registered)}`;
        const conversation = await call(cookie, { url: '/api/chat/conversation' });
        const { id } = conversation.json<{ conversation: { id: number } }>().conversation;
        const message = await call(cookie, {
          method: 'POST',
          url: `/api/chat/conversations/${id}/messages`,
          payload: { message: 'Halo, saya ingin bercerita.', clientId: crypto.randomUUID() },
        });
        expect(message.statusCode).toBe(201);
      };

      await Promise.all(Array.from({ length: CLASSROOM }, pupil));
      expect(statuses.filter((status) => status === 429)).toEqual([]);
      expect(questions).toHaveLength(29);
    });
  });

  it('one client hammering is refused, while the others behind its address are served', async () => {
    await withApp(async (t) => {
      const health = (cookie?: string) =>
        t.app.inject({ url: '/api/health', remoteAddress: school, headers: cookie ? { cookie } : {} });
      /** Sends what is left of the client's minute, `used` hits having gone before: then one more. */
      const hammer = async (cookie: string | undefined, used = 0) => {
        for (let i = used; i < product.apiRateLimitPerMinute; i++) {
          expect((await health(cookie)).statusCode).toBe(200);
        }
        const refused = await health(cookie);
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      };
      const browser = browserCookie(await health());
      const neighbour = browserCookie(await health());
      const register = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: school,
        headers: { cookie: neighbour },
        payload: {
          username: uniqueName('palu'),
          fullName: 'Pemukul Palu',
          email: `${uniqueName('palu')}@contoh.id`,
          password: 'rahasia123',
          consent: true,
          adult: true,
        },
      });
      const account = sessionCookie(register);

      // A browser keeping its cookie, then a client sending none: each held to one client's share.
      await hammer(browser);
      expect((await health(neighbour)).statusCode).toBe(200);
      // Before their cookies, the two browsers were that client once each.
      await hammer(undefined, 2);
      expect((await health(neighbour)).statusCode).toBe(200);
      // A logged-in user is counted by account, wherever its browser's cookie goes.
      await hammer(`${browser}; ${account}`);
      expect((await health(neighbour)).statusCode).toBe(200);
    });
  });
});
