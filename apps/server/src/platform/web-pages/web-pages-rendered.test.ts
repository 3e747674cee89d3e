import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loginLabels, registerLabels } from '@sehat/core/auth/messages';
import { counsellorEntryLabels } from '@sehat/core/chat/messages';
import { dataSaverLabels } from '@sehat/core/data-saver/messages';
import { educationLabels } from '@sehat/core/education/messages';
import { forumLabels } from '@sehat/core/forum/messages';
import { landingLabels } from '@sehat/core/landing/messages';
import { legalPages } from '@sehat/core/legal/messages';
import { selftestMessages } from '@sehat/core/selftest/messages';
import { defaultServiceHours } from '@sehat/core/service-hours/schedule';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { askQuestion } from '../../../test/forum';
import { buildTestApp, createAdmin, registerUser, type TestApp } from '../../../test/helper';
import { rendererSource, shellOnlyWebDist } from '../../../test/web-renderer';

/**
 * A build's manifest in the shape Vite writes it: the entry with a shared chunk, and two
 * screens that need the entry, chunks of their own and (the topic page) that shared chunk.
 */
const manifest = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_shared-s1.js'] },
  '_shared-s1.js': { file: 'assets/shared-s1.js' },
  '_icons-i1.js': { file: 'assets/icons-i1.js' },
  'src/features/landing/routes/landing.tsx': {
    file: 'assets/landing-l1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_icons-i1.js'],
  },
  'src/features/education/routes/topic.tsx': {
    file: 'assets/topic-t1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_shared-s1.js'],
  },
};

let web: TestApp;
/** How often a render asked for the operator's settings (every site page does). */
let siteRequests = 0;
let webDistDir: string;
beforeAll(async () => {
  webDistDir = await shellOnlyWebDist();
  await mkdir(path.join(webDistDir, '.vite'));
  await writeFile(path.join(webDistDir, '.vite/manifest.json'), JSON.stringify(manifest));
  web = await buildTestApp({ webDistDir, webRendererPath: rendererSource });
  const inject = web.app.inject.bind(web.app);
  vi.spyOn(web.app, 'inject').mockImplementation(((options: { url?: string }) => {
    if (options.url === '/api/site') siteRequests += 1;
    return inject(options);
  }) as typeof web.app.inject);
});
afterAll(async () => {
  await web.close();
  await rm(webDistDir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  web.app.inject({ url, headers: { accept: '*/*', ...headers } });

/** The rendered content of #root, and the JSON block the browser hydrates from. */
function parts(html: string) {
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
  const data = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return { root, data };
}

const h1 = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');

describe('public pages arrive rendered', () => {
  it('renders each public page with its heading and text', async () => {
    const pages = [
      ['/', landingLabels.heroTitle, landingLabels.cardsTitle],
      ['/tes-diri', 'Tes Diri', selftestMessages.instructionsTitle],
      ['/edukasi', educationLabels.title, educationLabels.topicsTitle],
      ['/edukasi/ptsd', 'PTSD', 'Apa itu PTSD?'],
      ['/forum', forumLabels.heroTitle, forumLabels.search],
      ['/login', loginLabels.title, loginLabels.subtitle],
      ['/register', registerLabels.title, registerLabels.subtitle],
      ['/kebijakan-privasi', legalPages.privacy.title, legalPages.updated],
      ['/ketentuan-penggunaan', legalPages.terms.title, legalPages.updated],
    ] as const;
    for (const [url, heading, text] of pages) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      const { root, data } = parts(response.body);
      expect(h1(root), url).toBe(heading);
      expect(root, url).toContain(text);
      // The page's title and robots tags stay in <head>, never inside #root.
      expect(root, url).not.toMatch(/<title>|<meta /);
      expect(data, url).toBeDefined();
    }
  });

  it('renders the forum’s first questions, escaped in the HTML and in the data block', async () => {
    const asker = await registerUser(web.app);
    const title = 'Judul </script><script>alert(1)</script> uji';
    await askQuestion(web.app, asker, { title });
    const { root, data } = parts((await page('/forum')).body);
    expect(root).toContain('Judul &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; uji');
    expect(root).not.toContain('<script>alert(1)');
    expect(data).not.toMatch(/<\/?script/i);
    expect(JSON.stringify(JSON.parse(data ?? 'null'))).toContain(JSON.stringify(title).slice(1, -1));
  });

  it('renders the help page with the service hours admins set, at once after a change', async () => {
    expect(parts((await page('/bantuan')).body).root).toContain(
      counsellorEntryLabels.hoursNow('setiap hari pukul 09.00–21.00 WIB', null),
    );
    const admin = await createAdmin(web.app);
    const weekly = defaultServiceHours.weekly.map((d) =>
      d.day <= 5 ? { ...d, open: '08:00', close: '16:00' } : { ...d, open: null, close: null },
    );
    const saved = await web.app.inject({
      method: 'PUT',
      url: '/api/admin/service-hours',
      headers: { cookie: admin.cookie },
      payload: { timezone: 'Asia/Makassar', weekly, closedDates: [] },
    });
    expect(saved.statusCode).toBe(200);
    expect(parts((await page('/bantuan')).body).root).toContain(
      counsellorEntryLabels.hoursNow('Senin–Jumat pukul 08.00–16.00 WITA; Sabtu–Minggu tutup', null),
    );
  });

  it('renders configuration-only pages once, pages with changing data again after a change or a second', async () => {
    await page('/ketentuan-penggunaan');
    const before = siteRequests;
    await page('/ketentuan-penggunaan');
    await page('/ketentuan-penggunaan');
    expect(siteRequests).toBe(before);

    const asker = await registerUser(web.app);
    // The earlier tests' writes are announced a moment after commit; each clears the pages.
    await web.app.eventBus.caughtUp();
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    try {
      await page('/forum');
      const rendered = siteRequests;
      expect((await page('/forum')).body).not.toContain('Pertanyaan yang baru saja ditanyakan');
      expect(siteRequests).toBe(rendered);
      await askQuestion(web.app, asker, { title: 'Pertanyaan yang baru saja ditanyakan' });
      await web.app.eventBus.caughtUp();
      // Requests that miss together share one render.
      const [one, two] = await Promise.all([page('/forum'), page('/forum')]);
      expect(parts(one!.body).root).toContain('Pertanyaan yang baru saja ditanyakan');
      expect(two!.body).toBe(one!.body);
      expect(siteRequests).toBe(rendered + 1);
      await page('/forum');
      expect(siteRequests).toBe(rendered + 1);
      // Its relative times ('5m') must not age: a copy older than a second is rendered afresh.
      clock.mockReturnValue(now + 1_001);
      await page('/forum');
      expect(siteRequests).toBe(rendered + 2);
    } finally {
      clock.mockRestore();
    }
  });

  it('preloads the rendered screen’s own chunks after the first paint, not what the entry loads', async () => {
    // Inside the head's <template data-after-first-paint>, which the app-start script moves
    // into the head after the first paint (ADR 100).
    const preloads = (html: string) => {
      const template =
        /<template data-after-first-paint>((?:<link [^>]+>)*)<\/template>/.exec(html)?.[1] ?? '';
      return [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
        (m) => m[1],
      );
    };
    const landing = (await page('/')).body;
    expect(preloads(landing)).toEqual(['/assets/landing-l1.js', '/assets/icons-i1.js']);
    expect(landing.indexOf('<template data-after-first-paint>')).toBeLessThan(landing.indexOf('</head>'));
    expect(landing.match(/rel="modulepreload"/g)).toHaveLength(2);
    expect(preloads((await page('/edukasi/ptsd')).body)).toEqual(['/assets/topic-t1.js']);
    // A screen the manifest does not name (a build without it) and the shell preload nothing.
    expect(preloads((await page('/forum')).body)).toEqual([]);
    const user = await registerUser(web.app);
    expect(preloads((await page('/', { cookie: user.cookie })).body)).toEqual([]);
  });

  it('renders low-data mode for Save-Data or the visitor’s own choice, each mode its own copy (ADR 206)', async () => {
    const lowData = (html: string) => {
      const { root, data } = parts(html);
      const saving = root.includes(dataSaverLabels.mapSkipped);
      expect(JSON.parse(data ?? 'null').dataSaver).toBe(saving);
      return saving;
    };
    // `/` is kept in memory once rendered, `/forum` in the public cache: both keep two copies.
    for (const url of ['/', '/forum']) {
      expect(lowData((await page(url)).body), url).toBe(false);
      expect(lowData((await page(url, { 'save-data': 'on' })).body), url).toBe(true);
      expect(lowData((await page(url)).body), url).toBe(false);
      expect(lowData((await page(url, { cookie: 'hemat_data=on' })).body), url).toBe(true);
      expect(lowData((await page(url, { 'save-data': 'on', cookie: 'hemat_data=off' })).body), url).toBe(
        false,
      );
    }
    const response = await page('/', { 'save-data': 'on' });
    expect(String(response.headers.vary)).toMatch(/Save-Data/);
    expect(String(response.headers.vary)).toMatch(/Cookie/);
  });

  it('serves the shell to a request with a session cookie, and for private pages', async () => {
    const user = await registerUser(web.app);
    for (const [url, headers] of [
      ['/forum', { cookie: user.cookie }],
      ['/profile', {}],
      ['/hasil/normal', {}],
      ['/admin/users', {}],
    ] as const) {
      const response = await page(url, headers);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('id="page-data"');
    }
  });
});
