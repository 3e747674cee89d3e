import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, registerUser, type Account, type TestApp } from '../test/helper';
import { listenOnFreePort } from '../test/listening';
import { drain } from './shutdown';

let t: TestApp;
let base: string;
let account: Account;
let admin: Account;
beforeAll(async () => {
  t = await buildTestApp();
  account = await registerUser(t.app);
  admin = await createAdmin(t.app);
  base = await listenOnFreePort(t.app);
});
afterAll(() => t.close());

interface Pending {
  finish(): void;
  response: Promise<{ status: number; body: string }>;
}

/** A question whose headers and half its body are sent now; `finish` sends the rest. */
function startAsking(n: number): Pending {
  const body = Buffer.from(
    JSON.stringify({ title: `Pertanyaan ${n} saat berhenti`, desc: 'Apakah ini tersimpan?' }),
  );
  let finish = () => {};
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(`${base}/api/forum/questions`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': body.length, cookie: account.cookie },
    });
    request.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    request.on('error', reject);
    request.write(body.subarray(0, 10));
    finish = () => request.end(body.subarray(10));
  });
  return { finish: () => finish(), response };
}

const refusesConnections = () =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(Number(new URL(base).port), '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(true));
  });

async function until(check: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 600 && !(await check()); i++) await new Promise((r) => setTimeout(r, 50));
  expect(await check()).toBe(true);
}

describe('draining on shutdown', () => {
  it('stops accepting, ends chat streams, and lets every request already received finish', async () => {
    let received = 0;
    t.app.server.on('request', () => (received += 1));
    const stream = await fetch(`${base}/api/chat/stream`, { headers: { cookie: admin.cookie } });
    expect(stream.status).toBe(200);
    const streamEnded = stream.text();

    const pending = Array.from({ length: 8 }, (_, i) => startAsking(i));
    await until(() => received === 1 + pending.length);

    const drained = drain(t.app);
    await until(refusesConnections);
    await streamEnded;
    pending.forEach((p) => p.finish());
    const results = await Promise.all(pending.map((p) => p.response));
    await drained;

    expect(results.map((r) => r.status)).toEqual(pending.map(() => 201));
    const ids = results.map((r) => (JSON.parse(r.body) as { question: { id: number } }).question.id);
    expect(new Set(ids).size).toBe(pending.length);
  });

  it('answers a request sent on a kept-alive connection as the drain begins', async () => {
    const fresh = await buildTestApp();
    const url = new URL(await listenOnFreePort(fresh.app));
    const asker = await registerUser(fresh.app);
    try {
      const socket = net.connect(Number(url.port), '127.0.0.1');
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      socket.on('error', () => {});
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
      await until(() => received.includes('"status":"ok"'));

      const body = JSON.stringify({ title: 'Dikirim tepat saat berhenti', desc: 'Harus dijawab.' });
      socket.write(
        `POST /api/forum/questions HTTP/1.1\r\nHost: localhost\r\ncookie: ${asker.cookie}\r\n` +
          `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      // The request is on its way (on the wire, not yet read) when the drain begins.
      const drained = drain(fresh.app);
      await closed;
      await drained;
      expect(received).toMatch(/HTTP\/1\.1 201 Created/);
      expect(received.toLowerCase()).toContain('connection: close');
    } finally {
      await fresh.close().catch(() => {});
    }
  });
});
