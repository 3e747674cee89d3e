// npm run bench:web — Lighthouse (mobile profile, its default) on the built app, as a visitor
// on a mid-range phone on mobile data would load it. Starts the built server on loopback with
// an embedded database in a temporary directory (seeded as on first start), drives
// /usr/bin/chromium (nothing is downloaded), and writes the table into docs/performance.md.
// Run after `npm run build`. Figures are read, never asserted in tests.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const pages = ['/', '/tes-diri', '/edukasi', '/edukasi/ptsd', '/forum'];
const port = 4390;
const origin = `http://127.0.0.1:${port}`;
const docPath = path.join(root, 'docs/performance.md');
const start = '<!-- bench:web -->';
const end = '<!-- /bench:web -->';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sehat-bench-web-'));
// The embedded database, whatever the shell has configured.
const env = { ...process.env };
delete env.DATABASE_URL;
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  env: {
    ...env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: 'bench-admin-password',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer() {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the built server did not start (run npm run build first)');
}

const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});

const rows = [];
try {
  await waitForServer();
  for (const page of pages) {
    const { lhr } = await lighthouse(`${origin}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
    });
    const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
    const ms = (id) => lhr.audits[id].numericValue ?? 0;
    const requests = lhr.audits['network-requests'].details?.items ?? [];
    const scriptBytes = requests
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    rows.push(
      `| \`${page}\` | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ` +
        `${(ms('first-contentful-paint') / 1000).toFixed(1)} s | ${(ms('largest-contentful-paint') / 1000).toFixed(1)} s | ` +
        `${Math.round(ms('total-blocking-time'))} ms | ${ms('cumulative-layout-shift').toFixed(3)} | ${(scriptBytes / 1000).toFixed(1)} kB |`,
    );
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}

const date = new Date().toISOString().slice(0, 10);
const table = [
  start,
  `Measured ${date} with \`npm run bench:web\` (Lighthouse 12.8.2, mobile profile, Debian Chromium, loopback, 2 shared cores).`,
  '',
  '| Page | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | JS transferred |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows,
  end,
].join('\n');
const doc = await readFile(docPath, 'utf8');
const at = doc.indexOf(start);
const next =
  at >= 0
    ? `${doc.slice(0, at)}${table}${doc.slice(doc.indexOf(end) + end.length)}`
    : `${doc.trimEnd()}\n\n## Lighthouse, mobile profile (issue 10)\n${table}\n`;
await writeFile(docPath, next);
process.stdout.write(`${table}\n`);
