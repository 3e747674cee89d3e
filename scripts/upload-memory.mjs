// node scripts/upload-memory.mjs — resident memory of the built server while it takes uploads
// (issue 38 items 4 and 5). Run after `npm run build`. Starts apps/server/dist/server.js on
// loopback with a fresh DATA_DIR (embedded database, FILE_STORAGE from the environment, database
// by default) and reads its RSS after start, after 20 uploads refused while their body streams
// in (11 MB sent without a Content-Length), and after 20 admitted 10 MB chat files. Figures are
// read, never asserted.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = 47392;
const origin = `http://127.0.0.1:${port}`;
const MB = 1024 * 1024;
const adminPassword = 'upload-memory-admin';
const serveScript = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')).scripts.serve;
const serveFlags = serveScript.split(' ').filter((word) => word.startsWith('--'));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const out = (line) => process.stdout.write(`${line}\n`);

const rss = async (pid) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024);
};

function start(dataDir) {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, [...serveFlags, path.join(root, 'apps/server/dist/server.js')], {
    env: {
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_ORIGIN: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: adminPassword,
      API_RATE_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return server;
}

async function ready() {
  for (let i = 0; i < 240; i += 1) {
    if (
      await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(500);
  }
  throw new Error('the built server did not start (run npm run build first)');
}

async function api(method, url, cookie, body) {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: {
      origin,
      ...(cookie ? { cookie } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const set = response.headers.get('set-cookie');
  return { status: response.status, json: await response.json(), cookie: set ? set.split(';')[0] : cookie };
}

const pdfOf = (bytes) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 16, 0x20), Buffer.from('\n%%EOF\n')]);

/** Posts a multipart chat file; `chunked` leaves out the Content-Length. Resolves to the status. */
function postFile(cookie, conversationId, content, chunked) {
  const boundary = `----memory${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="clientId"\r\n\r\n${randomUUID()}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + content.length + tail.length;
  return new Promise((resolve, reject) => {
    const sending = request(`${origin}/api/chat/conversations/${conversationId}/messages`, {
      method: 'POST',
      headers: {
        origin,
        cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(chunked ? {} : { 'content-length': String(length) }),
      },
    });
    sending.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    sending.on('error', (error) => (sending.writableFinished ? undefined : reject(error)));
    sending.write(head);
    for (let at = 0; at < content.length; at += 256 * 1024)
      sending.write(content.subarray(at, at + 256 * 1024));
    sending.end(tail);
  });
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sehat-upload-memory-'));
const server = start(dataDir);
try {
  await ready();
  const user = await api('POST', '/api/auth/register', undefined, {
    username: 'pengunggah',
    email: 'pengunggah@contoh.id',
    fullName: 'Pengunggah Berkas',
    password: 'rahasia123',
    consent: true,
    adult: true,
  });
  const conversation = await api('GET', '/api/chat/conversation', user.cookie);
  const conversationId = conversation.json.conversation.id;
  const admin = await api('POST', '/api/auth/login', undefined, { login: 'admin', password: adminPassword });
  await sleep(3_000);
  out(`after start: RSS ${await rss(server.pid)} MB`);

  const statuses = [];
  for (let i = 0; i < 20; i += 1)
    statuses.push(await postFile(user.cookie, conversationId, pdfOf(11 * MB), true));
  out(`after 20 refused 11 MB bodies (${[...new Set(statuses)].join(',')}): RSS ${await rss(server.pid)} MB`);

  statuses.length = 0;
  for (let i = 0; i < 20; i += 1)
    statuses.push(await postFile(admin.cookie, conversationId, pdfOf(10 * MB - 2048), false));
  out(`after 20 admitted 10 MB files (${[...new Set(statuses)].join(',')}): RSS ${await rss(server.pid)} MB`);
  await sleep(10_000);
  out(`10 s later: RSS ${await rss(server.pid)} MB`);
} finally {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  await rm(dataDir, { recursive: true, force: true });
}
