import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { listenOnFreePort } from '../../../test/listening';
import type { HttpLimits } from './http-limits';

/** Small enough that the test takes seconds; the shape of the production limits (ADR 182). */
const limits: HttpLimits = {
  headersTimeoutMs: 1_000,
  requestTimeoutMs: 2_000,
  idleTimeoutMs: 4_000,
  keepAliveTimeoutMs: 1_000,
  maxConnections: 40,
  maxConnectionsPerAddress: 15,
};
/** How late a cut may come on a loaded machine (the timeouts are checked once a second). */
const SLACK_MS = 4_000;

let t: TestApp;
let port: number;
/** Connections the server took in or dropped at its cap, so far. */
let arrived = 0;
beforeAll(async () => {
  t = await buildTestApp({ httpLimits: limits });
  port = Number(new URL(await listenOnFreePort(t.app)).port);
  t.app.server.on('connection', () => (arrived += 1));
  t.app.server.on('drop', () => (arrived += 1));
});
afterAll(() => t.close());

interface Opened {
  socket: net.Socket;
  /** Whether the server closed it within `ms` from now. */
  closedWithin(ms: number): Promise<boolean>;
}

/** A connection from `from` (any 127.x address reaches the loopback listener) that sends `bytes`, then nothing. */
async function holdOpen(from: string, bytes: string): Promise<Opened> {
  const socket = net.connect({ host: '127.0.0.1', port, localAddress: from });
  socket.on('error', () => {});
  socket.on('data', () => {});
  const closed = new Promise<boolean>((resolve) => socket.once('close', () => resolve(true)));
  await once(socket, 'connect').catch(() => {});
  if (!socket.destroyed) socket.write(bytes);
  return {
    socket,
    closedWithin: (ms) => Promise.race([closed, settle(ms).then(() => false)]),
  };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the server has seen `count` connections in all (taken in or dropped). */
async function serverSaw(count: number) {
  for (let i = 0; i < 600 && arrived < count; i++) await settle(50);
  expect(arrived).toBeGreaterThanOrEqual(count);
  await settle(200);
}

const slowBody =
  'POST /api/forum/questions HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: 100000\r\n\r\n{"title":';
const slowHeaders = 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Lambat: ';

/** An ordinary request from `from`; its status, or 0 when the connection failed. */
function healthFrom(from: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: '/api/health', localAddress: from, agent: false },
      (response) => {
        response.resume();
        resolve(response.statusCode!);
      },
    );
    request.on('error', () => resolve(0));
  });
}

const stillOpen = async (opened: Opened[]) =>
  (await Promise.all(opened.map((o) => o.closedWithin(0)))).filter((closed) => !closed).length;

describe('slow clients and floods on loopback', () => {
  it('caps connections per address and in all, cuts slow headers and bodies, and keeps serving', async () => {
    const before = arrived;
    // One address opens far more than its share: only its cap stays open.
    const flood = await Promise.all(Array.from({ length: 50 }, () => holdOpen('127.0.0.2', slowBody)));
    await serverSaw(before + flood.length);
    expect(await stillOpen(flood)).toBe(limits.maxConnectionsPerAddress);

    // Others are still served while it holds them.
    expect(await healthFrom('127.0.0.3')).toBe(200);

    // Many addresses together reach the server's cap: past it, new connections are closed at once.
    const crowd = (
      await Promise.all(
        Array.from({ length: 3 }, (_, n) =>
          Promise.all(Array.from({ length: 15 }, () => holdOpen(`127.0.1.${n + 1}`, slowHeaders))),
        ),
      )
    ).flat();
    await serverSaw(before + flood.length + 1 + crowd.length);
    expect(await stillOpen([...flood, ...crowd])).toBe(limits.maxConnections);

    // Headers that never end are cut after the headers timeout, bodies after the request timeout.
    const crowdCut = await Promise.all(crowd.map((o) => o.closedWithin(limits.headersTimeoutMs + SLACK_MS)));
    expect(crowdCut.every(Boolean)).toBe(true);
    const floodCut = await Promise.all(flood.map((o) => o.closedWithin(limits.requestTimeoutMs + SLACK_MS)));
    expect(floodCut.every(Boolean)).toBe(true);
    // Nothing is left holding a place: the flooding address is served again.
    expect(await healthFrom('127.0.0.2')).toBe(200);
  });

  it('gives an address at its cap a new connection in place of its longest-idle one', async () => {
    // Connected, nothing sent: what a client holding connections without using them looks like.
    const before = arrived;
    const idle: Opened[] = [];
    for (let i = 0; i < limits.maxConnectionsPerAddress; i++) idle.push(await holdOpen('127.0.0.5', ''));
    await serverSaw(before + idle.length);
    expect(await stillOpen(idle)).toBe(limits.maxConnectionsPerAddress);

    // Another client behind the same address is served; the one waiting longest made way.
    expect(await healthFrom('127.0.0.5')).toBe(200);
    expect(await idle[0]!.closedWithin(1_000)).toBe(true);
    expect(await stillOpen(idle.slice(1))).toBe(limits.maxConnectionsPerAddress - 1);
    for (const opened of idle) opened.socket.destroy();
  });

  it('closes an idle kept-alive connection after the keep-alive timeout', async () => {
    const idle = await holdOpen('127.0.0.4', 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await idle.closedWithin(limits.keepAliveTimeoutMs - 200)).toBe(false);
    expect(await idle.closedWithin(limits.keepAliveTimeoutMs + SLACK_MS)).toBe(true);
  });
});
