// npm run bench:web — Lighthouse (mobile profile, its default) on the built app, as a visitor
// on a mid-range phone on mobile data would load it. Starts the built server on loopback with
// an embedded database in a temporary directory (seeded as on first start), drives
// /usr/bin/chromium (nothing is downloaded), and writes the table into docs/performance.md.
// Run after `npm run build`. Figures are read, never asserted in tests. A second table gives
// the bytes a first and a repeat visit take from the network (service worker in place),
// counted by a relay in front of the server, so the worker's own requests count too.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const pages = ['/', '/tes-diri', '/edukasi', '/edukasi/ptsd', '/forum'];
const port = 4390;
const origin = `http://127.0.0.1:${port}`;
const relayPort = 4391;
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
    // Every visit comes from one address, with the default limits: the flood guard counts no
    // static file, and each browser apart (ADR 213).
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

/** Bytes the server sends to the browser through this relay, whoever in the browser asked. */
function byteCountingRelay() {
  let sent = 0;
  const relay = net.createServer((client) => {
    const upstream = net.connect(port, '127.0.0.1');
    client.pipe(upstream);
    upstream.on('data', (chunk) => {
      sent += chunk.length;
    });
    upstream.pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close);
    upstream.on('error', close);
  });
  return {
    listen: () => new Promise((resolve) => relay.listen(relayPort, '127.0.0.1', resolve)),
    take() {
      const bytes = sent;
      sent = 0;
      return bytes;
    },
    close: () => new Promise((resolve) => relay.close(resolve)),
  };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * A visitor's first visit to `/`, then (the service worker installed) a repeat visit to `/`
 * and a first look at `/forum`: bytes from the network for each, on a quiet network.
 */
async function repeatVisits() {
  const relay = byteCountingRelay();
  await relay.listen();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const relayOrigin = `http://127.0.0.1:${relayPort}`;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));
  try {
    const page = await (await browser.newContext()).newPage();
    const visit = async (path) => {
      await page.goto(`${relayOrigin}${path}`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
      await settle();
    };
    await visit('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await settle();
    const first = relay.take();
    await visit('/');
    const repeat = relay.take();
    await visit('/forum');
    const forum = relay.take();
    return [
      `| first visit to \`/\` (with the service worker's download of the app) | ${kB(first)} |`,
      `| repeat visit to \`/\` | ${kB(repeat)} |`,
      `| then \`/forum\` for the first time | ${kB(forum)} |`,
    ];
  } finally {
    await browser.close();
    await relay.close();
  }
}

const rows = [];
let visitRows = [];
try {
  await waitForServer();
  for (const page of pages) {
    const { lhr } = await lighthouse(`${origin}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
    });
    if (lhr.runtimeError) {
      rows.push(`| \`${page}\` | Lighthouse failed: ${lhr.runtimeError.code} |`);
      continue;
    }
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
  visitRows = await repeatVisits();
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
  '',
  'Bytes from the network (headers and bodies, compressed as sent), Playwright in the same Chromium:',
  '',
  '| Visit | From the network |',
  '|---|---|',
  ...visitRows,
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
