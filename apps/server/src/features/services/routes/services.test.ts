import type { Service, ServiceInput } from '@sehat/core/services/schemas';
import { serviceMessages } from '@sehat/core/services/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { openTestDatabase } from '../../../../test/database';
import { createAdmin, testConfig } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';
import { watchWrites } from '../../../../test/state-watch';
import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** The app at log level "info" writing into `lines`: what an operator's log would hold. */
let app: FastifyInstance;
let uploadDir: string;
const lines: string[] = [];
beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'sehat-services-'));
  app = await buildApp({
    config: testConfig(uploadDir, { logLevel: 'info' }),
    database: await openTestDatabase(),
    logStream: { write: (line) => lines.push(line) },
  });
  await app.ready();
  const admin = await createAdmin(app);
  for (const service of directory) {
    expect((await injectAs(app, admin)('POST', '/api/admin/services', service)).statusCode).toBe(201);
  }
});
afterAll(async () => {
  await app.close();
  await rm(uploadDir, { recursive: true, force: true });
});

const place = { address: null, phone: null, hours: null, bpjs: null };
const directory: ServiceInput[] = [
  {
    name: 'Layanan Telepon Nasional',
    type: 'layanan-telepon',
    province: null,
    city: null,
    ...place,
    phone: '119 ext. 8',
    lat: null,
    lng: null,
  },
  {
    name: 'Puskesmas Sukajadi',
    type: 'puskesmas',
    province: 'Riau',
    city: 'Pekanbaru',
    ...place,
    bpjs: true,
    lat: 0.5071,
    lng: 101.4478,
  },
  {
    name: 'RSJ Tampan',
    type: 'rumah-sakit-jiwa',
    province: 'Riau',
    city: 'Pekanbaru',
    ...place,
    lat: 0.4667,
    lng: 101.3833,
  },
  {
    name: 'Klinik Medan Sehat',
    type: 'klinik',
    province: 'Sumatera Utara',
    city: 'Medan',
    ...place,
    lat: 3.5952,
    lng: 98.6722,
  },
  {
    name: 'Psikolog Jakarta',
    type: 'psikolog',
    province: 'DKI Jakarta',
    city: 'Jakarta Selatan',
    ...place,
    lat: -6.2615,
    lng: 106.8106,
  },
  {
    name: 'Klinik Dumai Tanpa Titik',
    type: 'klinik',
    province: 'Riau',
    city: 'Dumai',
    ...place,
    lat: null,
    lng: null,
  },
];

const list = async (query = '') => {
  const response = await app.inject({ url: `/api/services${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as { services: Service[]; nextCursor: string | null };
};
const names = (services: Service[]) => services.map((s) => s.name);

describe('GET /api/services', () => {
  it('is open to visitors: national lines first, then by province, city and name', async () => {
    expect(names((await list()).services)).toEqual([
      'Layanan Telepon Nasional',
      'Psikolog Jakarta',
      'Klinik Dumai Tanpa Titik',
      'Puskesmas Sukajadi',
      'RSJ Tampan',
      'Klinik Medan Sehat',
    ]);
  });

  it('filters by province (national lines serve every province), type and words of the name, city or address', async () => {
    expect(names((await list('?province=Riau')).services)).toEqual([
      'Layanan Telepon Nasional',
      'Klinik Dumai Tanpa Titik',
      'Puskesmas Sukajadi',
      'RSJ Tampan',
    ]);
    expect(names((await list('?type=klinik')).services)).toEqual([
      'Klinik Dumai Tanpa Titik',
      'Klinik Medan Sehat',
    ]);
    expect(names((await list('?q=pekanbaru')).services)).toEqual(['Puskesmas Sukajadi', 'RSJ Tampan']);
    expect(names((await list('?q=100%25_')).services)).toEqual([]);
  });

  it('pages with a cursor', async () => {
    const first = await list('?limit=4');
    expect(first.services).toHaveLength(4);
    const rest = await list(`?limit=4&cursor=${first.nextCursor}`);
    expect(rest).toMatchObject({ nextCursor: null });
    expect([...names(first.services), ...names(rest.services)]).toEqual(names((await list()).services));
  });

  it('sorts by distance from `near`, nearest first with distanceKm; services without coordinates last, without it', async () => {
    const { services } = await list('?near=0.51,101.45');
    expect(names(services)).toEqual([
      'Puskesmas Sukajadi',
      'RSJ Tampan',
      'Klinik Medan Sehat',
      'Psikolog Jakarta',
      'Layanan Telepon Nasional',
      'Klinik Dumai Tanpa Titik',
    ]);
    // Great-circle kilometres, to one decimal.
    expect(services.map((s) => s.distanceKm)).toEqual([0.4, 8.8, 461.5, 959.7, undefined, undefined]);
    expect((await list()).services.every((s) => s.distanceKm === undefined)).toBe(true);
  });

  it('refuses a position that is none', async () => {
    for (const near of ['91,0', '0,181', 'rumah', '1,2,3']) {
      const response = await app.inject({ url: `/api/services?near=${near}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(serviceMessages.nearInvalid);
    }
  });

  it('never stores a position nor writes it in the log', async () => {
    const writes = await watchWrites(app.db);
    lines.length = 0;
    await list('?near=-6.27,106.83&type=psikolog');
    await app.inject({ url: '/api/services?near=-6.27,999' });
    expect(await writes()).toBe(0);
    const log = lines.join('\n');
    expect(log).toContain('/api/services?near=[hidden]&type=psikolog');
    expect(log).not.toMatch(/-6\.27|106\.83/);
  });

  it('hides the position whatever way its parameter name is written', async () => {
    lines.length = 0;
    for (const name of ['n%65ar', '%6E%65%61%72', 'ne%61r']) {
      const { services } = (await app.inject({ url: `/api/services?${name}=-6.27,106.83` })).json();
      // The server read it as `near`: the list is sorted by distance.
      expect(services[0].distanceKm, name).not.toBeNull();
    }
    const log = lines.join('\n');
    expect(log).toContain('/api/services?n%65ar=[hidden]');
    expect(log).not.toMatch(/-6\.27|106\.83/);
  });
});
