import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { commonMessages } from '@sehat/core/messages';
import { appStartScript } from '@sehat/core/site/app-start-script';
import { themeBootScript } from '@sehat/core/theme/theme-boot-script';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index';
import { buildTestApp, registerUser, type TestApp } from '../../../../test/helper';

let t: TestApp;
let web: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const webDistDir = path.join(t.config.uploadDir, 'web');
  await mkdir(path.join(webDistDir, 'assets'), { recursive: true });
  await writeFile(
    path.join(webDistDir, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(webDistDir, 'assets', 'app-1a2b.js'), 'console.log(1)');
  web = await buildTestApp({ webDistDir });
});
afterAll(async () => {
  await t.close();
  await web.close();
});

describe('GET /api/health', () => {
  it('reports ok and the database engine in use', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: process.env.TEST_DB });
  });
});

describe('OpenAPI', () => {
  it('is generated from the route schemas', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of [
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/password',
      '/api/profile',
      '/api/health',
    ]) {
      expect(Object.keys(doc.paths)).toContain(route);
    }
    const register = doc.paths['/api/auth/register'].post;
    expect(register.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['username', 'fullName', 'email', 'password']),
    );
  });

  it('has a browsable page at /api/docs', async () => {
    const response = await t.app.inject({ url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('serves neither docs nor the OpenAPI document when they are not published', async () => {
    const closed = await buildTestApp({ apiDocs: false });
    try {
      for (const url of ['/api/docs/', '/api/openapi.json']) {
        expect((await closed.app.inject({ url })).statusCode).toBe(404);
      }
    } finally {
      await closed.close();
    }
  });
});

describe('security headers', () => {
  it('sends a CSP that allows only our own scripts and styles', async () => {
    const response = await web.app.inject({ url: '/', headers: { accept: 'text/html' } });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows the inline theme and app-start scripts by their hashes and no other inline script', async () => {
    const response = await web.app.inject({ url: '/', headers: { accept: 'text/html' } });
    const csp = response.headers['content-security-policy'] as string;
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(csp).toContain(`script-src 'self' ${hash(themeBootScript)} ${hash(appStartScript)};`);
    expect(csp).not.toContain('unsafe-inline');
  });
});

describe('cross-origin protection', () => {
  it('refuses a mutation sent from another site and changes nothing', async () => {
    const before = (await t.app.db.select({ n: count() }).from(users))[0]!.n;
    for (const headers of [{ origin: 'https://jahat.example' }, { 'sec-fetch-site': 'cross-site' }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers,
        payload: {
          username: 'csrf_korban',
          fullName: 'X',
          email: 'csrf@contoh.id',
          password: 'rahasia1',
          consent: true,
          adult: true,
        },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({ code: 'FORBIDDEN', message: commonMessages.foreignOrigin });
    }
    expect((await t.app.db.select({ n: count() }).from(users))[0]!.n).toBe(before);
  });

  it('accepts the same origin', async () => {
    const account = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: {
        cookie: account.cookie,
        origin: 'http://localhost:80',
        host: 'localhost:80',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(response.statusCode).toBe(204);
  });

  it("without PUBLIC_ORIGIN accepts only a loopback page at the server's own address", async () => {
    const rebound = {
      origin: 'http://jahat.example',
      host: 'jahat.example',
      'sec-fetch-site': 'same-origin',
    };
    const otherPort = { origin: 'http://localhost:5173', host: 'localhost:3000' };
    for (const headers of [rebound, otherPort]) expect((await logoutFrom(t, headers)).statusCode).toBe(403);
  });

  it('with PUBLIC_ORIGIN accepts exactly its origins, whatever the Host header says', async () => {
    const site = await buildTestApp({ publicOrigins: ['https://sehatjiwa.id', 'https://www.sehatjiwa.id'] });
    try {
      for (const origin of ['https://sehatjiwa.id', 'https://www.sehatjiwa.id'])
        expect((await logoutFrom(site, { origin, host: 'app-internal:3000' })).statusCode).toBe(204);
      const refused = [
        { origin: 'http://jahat.example', host: 'jahat.example' },
        { origin: 'http://localhost:80', host: 'localhost:80' },
        { origin: 'http://sehatjiwa.id', host: 'sehatjiwa.id' },
      ];
      for (const headers of refused) expect((await logoutFrom(site, headers)).statusCode).toBe(403);
    } finally {
      await site.close();
    }
  });
});

async function logoutFrom(app: TestApp, headers: Record<string, string>) {
  const account = await registerUser(app.app);
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: { cookie: account.cookie, ...headers },
  });
  if (response.statusCode === 403)
    expect(response.json().error).toEqual({ code: 'FORBIDDEN', message: commonMessages.foreignOrigin });
  return response;
}

describe('not found', () => {
  it('answers unknown API paths with the JSON error shape', async () => {
    const response = await t.app.inject({ url: '/api/tidak-ada', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: commonMessages.notFound } });
  });

  it('serves the single-page app for any page path, uncached, and assets with long caching', async () => {
    const page = await web.app.inject({ url: '/admin/apa-saja', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await web.app.inject({ url: '/assets/app-1a2b.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const missingAsset = await web.app.inject({ url: '/assets/tidak-ada.js' });
    expect(missingAsset.statusCode).toBe(404);
  });
});
