import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp, registerUser, type TestApp } from '../../../test/helper';
import { shellOnlyWebDist } from '../../../test/web-renderer';
import { BROWSER_COOKIE } from './browser-cookie';

const address = '198.51.100.9';

async function withApp(overrides: Parameters<typeof buildTestApp>[0], run: (t: TestApp) => Promise<void>) {
  const t = await buildTestApp(overrides);
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

describe('the flood guard', () => {
  it('never counts the web app’s files, its service worker or its shell; counts 404s', async () => {
    const webDistDir = await shellOnlyWebDist();
    try {
      await mkdir(path.join(webDistDir, 'assets'));
      await writeFile(path.join(webDistDir, 'assets', 'app-1234.js'), 'export {};\n');
      await writeFile(path.join(webDistDir, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
      await withApp({ webDistDir, apiRateLimitPerMinute: 2 }, async ({ app }) => {
        const get = (url: string) => app.inject({ url, remoteAddress: address });
        for (const url of ['/sw.js', '/assets/app-1234.js', '/app-shell', '/manifest.webmanifest']) {
          for (let i = 0; i < 5; i++) expect((await get(url)).statusCode).toBe(200);
        }
        expect((await get('/api/tidak-ada')).statusCode).toBe(404);
        expect((await get('/api/tidak-ada')).statusCode).toBe(404);
        expect((await get('/api/tidak-ada')).statusCode).toBe(429);
      });
    } finally {
      await rm(webDistDir, { recursive: true, force: true });
    }
  });

  it('holds browsers that throw their cookies away to the address’s backstop, not logged-in users', async () => {
    await withApp({ apiRateLimitPerMinute: 5, apiRateLimitPerAddressPerMinute: 12 }, async ({ app }) => {
      const user = await registerUser(app);
      const health = (cookie?: string) =>
        app.inject({ url: '/api/health', remoteAddress: address, headers: cookie ? { cookie } : {} });
      const freshBrowser = async () => {
        const first = await health();
        const cookie = first.cookies.find((c) => c.name === BROWSER_COOKIE);
        return { status: first.statusCode, cookie: cookie && `${BROWSER_COOKIE}=${cookie.value}` };
      };
      // Each new cookie is a request without one; each is a browser's first request too.
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const { status, cookie } = await freshBrowser();
        statuses.push(status);
        for (let j = 0; j < 3; j++) statuses.push((await health(cookie)).statusCode);
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(12);
      expect((await health()).statusCode).toBe(429);
      expect((await health(user.cookie)).statusCode).toBe(200);
    });
  });

  it('gives a browser cookie only with an answer no shared cache keeps, and knows only its own', async () => {
    await withApp({ apiRateLimitPerMinute: 3 }, async ({ app }) => {
      const health = (cookie?: string) =>
        app.inject({ url: '/api/health', remoteAddress: address, headers: cookie ? { cookie } : {} });
      const given = (answer: Awaited<ReturnType<typeof health>>) =>
        answer.cookies.find((c) => c.name === BROWSER_COOKIE)?.value;

      const site = await app.inject({ url: '/api/site', remoteAddress: address });
      expect(site.headers['cache-control']).toMatch(/public/);
      expect(given(site)).toBeUndefined();

      const name = given(await health())!;
      expect(given(await health(`${BROWSER_COOKIE}=${name}`))).toBeUndefined();
      // A name changed by one letter is no browser's: it counts with the address's requests
      // without a cookie, and is given a real one.
      const tampered = `${BROWSER_COOKIE}=${name[0] === 'A' ? 'B' : 'A'}${name.slice(1)}`;
      expect(given(await health(tampered))).toBeDefined();
      const refused = await health();
      expect(refused.statusCode).toBe(429);
      // A refused request collects no cookie.
      expect(given(refused)).toBeUndefined();
    });
  });

  it('gives no browser cookie to a logged-in request, which it counts by account', async () => {
    await withApp({ apiRateLimitPerMinute: 2 }, async ({ app }) => {
      const user = await registerUser(app);
      const health = (cookie: string) =>
        app.inject({ url: '/api/health', remoteAddress: address, headers: { cookie } });
      const member = await health(user.cookie);
      expect(member.statusCode).toBe(200);
      expect(member.cookies.find((c) => c.name === BROWSER_COOKIE)).toBeUndefined();
      // A valid browser cookie beside the session changes nothing: the account is counted.
      const visitor = await app.inject({ url: '/api/health', remoteAddress: '198.51.100.10' });
      const browser = `${BROWSER_COOKIE}=${visitor.cookies.find((c) => c.name === BROWSER_COOKIE)!.value}`;
      expect((await health(`${browser}; ${user.cookie}`)).statusCode).toBe(200);
      expect((await health(user.cookie)).statusCode).toBe(429);
      expect((await health(browser)).statusCode).toBe(200);
    });
  });
});
