import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { defaultMaxConnections, openFilesLimit } from './http-limits';
import { trustedPeer } from './trusted-peers';

describe('the connection cap', () => {
  it('leaves room under the open-files limit for everything else, within bounds', () => {
    expect(defaultMaxConnections(1024)).toBe(768);
    expect(defaultMaxConnections(1_048_576)).toBe(10_000);
    expect(defaultMaxConnections(200)).toBe(64);
    expect(defaultMaxConnections(undefined)).toBe(1_000);
  });

  it("reads the soft limit from Linux's limits file", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sehat-limits-'));
    try {
      const file = path.join(dir, 'limits');
      await writeFile(
        file,
        'Limit                     Soft Limit           Hard Limit           Units\n' +
          'Max open files            1024                 524288               files\n',
      );
      expect(openFilesLimit(file)).toBe(1024);
      await writeFile(file, 'Max open files            unlimited            unlimited            files\n');
      expect(openFilesLimit(file)).toBe(Infinity);
      expect(defaultMaxConnections(Infinity)).toBe(10_000);
      expect(openFilesLimit(path.join(dir, 'none'))).toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('takes MAX_CONNECTIONS and MAX_CONNECTIONS_PER_IP from the environment', () => {
    const config = loadConfig({ MAX_CONNECTIONS: '500', MAX_CONNECTIONS_PER_IP: '20' }, '/web');
    expect(config.httpLimits).toMatchObject({ maxConnections: 500, maxConnectionsPerAddress: 20 });
    // A classroom behind one address: 40 browsers × (6 connections + 3 event streams), ADR 213.
    expect(loadConfig({}, '/web').httpLimits.maxConnectionsPerAddress).toBe(360);
    expect(() => loadConfig({ MAX_CONNECTIONS: '0' }, '/web')).toThrow(/MAX_CONNECTIONS/);
  });
});

describe('trusted peers are not held to one client’s connection cap', () => {
  it('none without TRUST_PROXY; whatever connects with a hop count', () => {
    expect(trustedPeer(false)('10.0.0.1')).toBe(false);
    expect(trustedPeer(1)('203.0.113.9')).toBe(true);
  });

  it('the listed addresses, networks and named ranges, IPv4 clients of a dual-stack socket too', () => {
    const trusted = trustedPeer(['10.0.0.0/8', '192.0.2.7', '2001:db8::/32', 'loopback']);
    expect(trusted('10.20.30.40')).toBe(true);
    expect(trusted('::ffff:10.20.30.40')).toBe(true);
    expect(trusted('192.0.2.7')).toBe(true);
    expect(trusted('192.0.2.8')).toBe(false);
    expect(trusted('2001:db8:1::5')).toBe(true);
    expect(trusted('127.0.0.1')).toBe(true);
    expect(trusted('::1')).toBe(true);
    expect(trusted('203.0.113.9')).toBe(false);
  });
});
