import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { commonMessages } from '@sehat/core/messages';
import { pagePaths } from '@sehat/core/site/page-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';

const origin = 'https://sehatjiwa.contoh.id';
const shell = `<!doctype html><html lang="id"><head><meta charset="UTF-8" />
<meta name="description" content="bawaan" /><title>Bawaan</title></head>
<body><div id="root"></div>${'<!-- isi -->'.repeat(200)}</body></html>`;
const bigAsset = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let web: TestApp;
let webDistDir: string;
beforeAll(async () => {
  webDistDir = await mkdtemp(path.join(os.tmpdir(), 'sehat-web-'));
  await mkdir(path.join(webDistDir, 'assets'), { recursive: true });
  await writeFile(path.join(webDistDir, 'index.html'), shell);
  await writeFile(path.join(webDistDir, 'assets', 'app-1a2b.js'), bigAsset);
  await writeFile(path.join(webDistDir, 'assets', 'app-1a2b.js.br'), brotliCompressSync(bigAsset));
  await writeFile(path.join(webDistDir, 'assets', 'app-1a2b.js.gz'), gzipSync(bigAsset));
  web = await buildTestApp({ webDistDir, publicOrigins: [origin] });
});
afterAll(async () => {
  await web.close();
  await rm(webDistDir, { recursive: true, force: true });
});

/** One concrete path for every pattern of the route table. */
const concrete = (pattern: string) =>
  pattern
    .replace(':topic', 'ptsd')
    .replace(':screening', 'phq-9')
    .replace(':code', 'aktivasi-perilaku')
    .replace(':nomor', '1')
    .replace(':id', '7')
    .replace(/\/:\w+\?/g, '')
    .replace('/*', '/apa-saja');

const page = (url: string, headers: Record<string, string> = { accept: '*/*' }) =>
  web.app.inject({ url, headers });

const tag = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe('pages for any client', () => {
  it('answers every route of the table with 200 HTML to Accept */*', async () => {
    for (const pattern of Object.values(pagePaths)) {
      const response = await page(concrete(pattern));
      expect(response.statusCode, pattern).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
    expect((await page('/hasil/ptsd/ya/berat', {})).statusCode).toBe(200);
  });

  it('answers an unknown page with 404 and the app, an unknown API path with 404 JSON', async () => {
    for (const url of ['/tidak-ada', '/edukasi/bukan-topik', '/forum/1/2']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<div id="root">');
      expect(response.body).toContain('name="robots" content="noindex"');
    }
    const api = await page('/api/tidak-ada', { accept: 'text/html' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: { code: 'NOT_FOUND', message: commonMessages.notFound } });
  });

  it('serves the offline shell for the service worker: the app with the home page’s head, no data, never indexed', async () => {
    const response = await page('/app-shell', { cookie: 'sid=seseorang' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain(`<link rel="canonical" href="${origin}/"`);
  });

  it('answers a form posted to a page before the app ran with the page again, body unread', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded', origin };
    const login = await web.app.inject({
      method: 'POST',
      url: '/login',
      headers: form,
      payload: 'login=ani&password=rahasia-sekali',
    });
    expect(login.statusCode).toBe(303);
    expect(login.headers.location).toBe('/login');
    const test = await web.app.inject({ method: 'POST', url: '/tes-diri', headers: form, payload: 'q1=ya' });
    expect(test.headers.location).toBe('/tes-diri');
    const phq9 = await web.app.inject({
      method: 'POST',
      url: '/tes-diri/phq-9',
      headers: form,
      payload: 'butir-9=1',
    });
    expect(phq9.statusCode).toBe(303);
    expect(phq9.headers.location).toBe('/tes-diri/phq-9');
    for (const url of ['/tidak-ada', '/api/tidak-ada']) {
      const other = await web.app.inject({ method: 'POST', url, headers: form, payload: 'a=b' });
      expect(other.statusCode, url).toBe(404);
      expect(other.json().error.code, url).toBe('NOT_FOUND');
    }
  });
});

describe('page metadata', () => {
  it('gives each page its title, description, canonical URL and share card', async () => {
    const home = (await page('/')).body;
    const topic = (await page('/edukasi/ptsd?x=1')).body;
    expect(tag(home, /<title>([^<]*)<\/title>/)).toBe(
      'Sehat Jiwa · Kenali, Pahami, dan Rawat kesehatan mental Anda.',
    );
    expect(tag(topic, /<title>([^<]*)<\/title>/)).toBe('PTSD · Sehat Jiwa');
    expect(topic.match(/<title>/g)).toHaveLength(1);
    expect(topic).not.toContain('bawaan');
    expect(tag(topic, /<link rel="canonical" href="([^"]*)"/)).toBe(`${origin}/edukasi/ptsd`);
    expect(tag(topic, /property="og:image" content="([^"]*)"/)).toBe(`${origin}/og/topic-ptsd.png`);
    expect(tag(home, /property="og:image" content="([^"]*)"/)).toBe(`${origin}/og/site.png`);
    expect(tag(topic, /name="twitter:card" content="([^"]*)"/)).toBe('summary_large_image');
    const jsonLd = JSON.parse(tag(topic, /<script type="application\/ld\+json">([^<]*)<\/script>/) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'MedicalWebPage', name: 'PTSD', url: `${origin}/edukasi/ptsd` });
    const descriptions = new Set<string | undefined>();
    for (const url of ['/', '/tes-diri', '/edukasi', '/edukasi/ptsd', '/forum', '/login']) {
      descriptions.add(tag((await page(url)).body, /<meta name="description" content="([^"]*)"/));
    }
    expect(descriptions.size).toBe(6);
    const phq9 = (await page('/tes-diri/phq-9')).body;
    expect(tag(phq9, /<title>([^<]*)<\/title>/)).toBe('Tes Depresi PHQ-9 · Sehat Jiwa');
    expect(tag(phq9, /<link rel="canonical" href="([^"]*)"/)).toBe(`${origin}/tes-diri/phq-9`);
    expect(tag((await page('/tes-diri/gad-7/hasil')).body, /<title>([^<]*)<\/title>/)).toBe(
      'Hasil GAD-7 · Sehat Jiwa',
    );
  });

  it('keeps result, account, admin and forum pages out of search engines', async () => {
    const noindex = [
      '/hasil/normal',
      '/hasil/psikotik/berat',
      '/tes-diri/phq-9/hasil',
      '/riwayat-tes/3',
      '/profile',
      '/ubah-kata-sandi',
      '/admin/users',
      '/forum',
    ];
    for (const url of noindex)
      expect((await page(url)).body, url).toContain('<meta name="robots" content="noindex" />');
    for (const url of [
      '/',
      '/tes-diri',
      '/tes-diri/gad-7',
      '/edukasi',
      '/edukasi/anxiety',
      '/kebijakan-privasi',
    ]) {
      expect((await page(url)).body, url).not.toContain('noindex');
    }
  });

  it('links the web manifest with its icons and theme colours', async () => {
    const response = await page('/manifest.webmanifest');
    expect(response.headers['content-type']).toContain('application/manifest+json');
    const manifest = response.json();
    expect(manifest).toMatchObject({ short_name: 'Sehat Jiwa', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('disallows private areas and names the sitemap', async () => {
    const robots = await page('/robots.txt');
    expect(robots.headers['content-type']).toContain('text/plain');
    for (const p of ['/admin', '/profile', '/hasil', '/riwayat-tes', '/ubah-kata-sandi']) {
      expect(robots.body).toContain(`Disallow: ${p}\n`);
    }
    expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('lists the public pages and never the forum', async () => {
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${origin}/`);
    expect(locs).toContain(`${origin}/edukasi/depresi`);
    expect(locs).toContain(`${origin}/tes-diri/phq-9`);
    expect(locs).toContain(`${origin}/tes-diri/gad-7`);
    expect(locs).toContain(`${origin}/rencana-keamanan`);
    expect(locs).toContain(`${origin}/layanan`);
    expect(locs).toContain(`${origin}/bantuan`);
    expect(locs).toHaveLength(17);
    expect(sitemap.body).not.toContain('/forum');
  });
});

describe('compression', () => {
  it('sends the prebuilt brotli or gzip copy of an asset, or the file itself', async () => {
    const br = await page('/assets/app-1a2b.js', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigAsset);
    const gz = await page('/assets/app-1a2b.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bigAsset);
    const plain = await page('/assets/app-1a2b.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigAsset);
  });

  it('compresses HTML and JSON of 1 KB and more on the fly', async () => {
    const html = await page('/edukasi', { 'accept-encoding': 'br' });
    expect(html.headers['content-encoding']).toBe('br');
    expect(html.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(html.rawPayload).toString()).toContain('<div id="root">');
    const json = await page('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(json.rawPayload).toString()).openapi).toMatch(/^3\./);
    const identity = await page('/edukasi', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    const small = await page('/api/health', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
