import { serviceMessages } from '@sehat/core/services/messages';
import type { Service, ServiceInput } from '@sehat/core/services/schemas';
import { readServiceCsv } from '@sehat/core/services/service-csv';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, useTestApp } from '../../../../../test/helper';
import { injectAs, useAdmin } from '../../../../../test/inject-as';

const t = useTestApp();
const { call: asAdmin, admin } = useAdmin(t);

const klinik: ServiceInput = {
  name: 'Klinik Jiwa Sehat',
  type: 'klinik',
  province: 'Riau',
  city: 'Pekanbaru',
  address: 'Jl. Contoh No. 1',
  phone: '(0761) 555-111',
  hours: 'Senin–Sabtu 08.00–16.00',
  bpjs: true,
  lat: 0.5,
  lng: 101.4,
};

const importCsv = (text: string, contentType = 'text/csv') =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/services/import',
    headers: { cookie: admin.cookie, 'content-type': contentType },
    payload: text,
  });

const all = async () => (await t.app.inject({ url: '/api/services?limit=100' })).json().services as Service[];

const header = 'name,type,province,city,address,phone,hours,bpjs,lat,lng';

describe('admins keep the directory', () => {
  let created: Service;
  beforeAll(async () => {
    const response = await asAdmin('POST', '/api/admin/services', klinik);
    expect(response.statusCode).toBe(201);
    created = response.json().service;
  });

  it('adds, changes and removes a service; a second of the same name, province and city is a 409', async () => {
    expect(created).toEqual({ id: expect.any(Number), ...klinik });
    const twin = await asAdmin('POST', '/api/admin/services', { ...klinik, name: 'KLINIK JIWA SEHAT' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error.message).toBe(serviceMessages.duplicate);

    const changed = await asAdmin('PUT', `/api/admin/services/${created.id}`, {
      ...klinik,
      bpjs: null,
      hours: '',
    });
    expect(changed.json().service).toMatchObject({ bpjs: null, hours: null });
    const other = await asAdmin('POST', '/api/admin/services', { ...klinik, city: 'Dumai' });
    expect((await asAdmin('PUT', `/api/admin/services/${other.json().service.id}`, klinik)).statusCode).toBe(
      409,
    );

    expect((await asAdmin('DELETE', `/api/admin/services/${other.json().service.id}`)).statusCode).toBe(204);
    expect((await asAdmin('DELETE', `/api/admin/services/${other.json().service.id}`)).statusCode).toBe(404);
    expect((await asAdmin('PUT', '/api/admin/services/999999', klinik)).statusCode).toBe(404);
  });

  it('refuses half a position and an unknown province with their messages', async () => {
    const half = await asAdmin('POST', '/api/admin/services', { ...klinik, name: 'Setengah', lng: null });
    expect(half.statusCode).toBe(400);
    expect(half.json().error.fields).toEqual({ lat: serviceMessages.coordinatesPair });
    const nowhere = await asAdmin('POST', '/api/admin/services', {
      ...klinik,
      name: 'Entah',
      province: 'Atlantis',
    });
    expect(nowhere.json().error.message).toBe(serviceMessages.provinceInvalid);
  });

  it('is for admins only', async () => {
    const user = await registerUser(t.app);
    expect((await injectAs(t.app, user)('POST', '/api/admin/services', klinik)).statusCode).toBe(403);
    expect((await injectAs(t.app, null)('GET', '/api/admin/services/export')).statusCode).toBe(401);
  });
});

describe('CSV import and export', () => {
  it('adds new rows and updates the ones it names, case aside', async () => {
    const response = await importCsv(
      [
        header,
        'klinik jiwa sehat,klinik,riau,pekanbaru,Jl. Baru No. 2,,,ya,,',
        'Puskesmas Rejosari,puskesmas,Riau,Pekanbaru,,(0761) 21-618,,ya,0.52,101.47',
        'Layanan Baru,layanan-telepon,,,,119 ext. 8,24 jam,,,',
      ].join('\r\n'),
    );
    expect(response.json()).toEqual({ imported: 2, updated: 1, errors: [] });
    const names = (await all()).map((s) => s.name);
    expect(names).toContain('Puskesmas Rejosari');
    expect((await all()).find((s) => s.name.toLowerCase() === 'klinik jiwa sehat')).toMatchObject({
      address: 'Jl. Baru No. 2',
      lat: null,
    });
  });

  it('with an error on any line imports nothing, and names each line', async () => {
    const before = await all();
    const response = await importCsv(
      [
        header,
        'Klinik Jiwa Sehat,klinik,Riau,Pekanbaru,Alamat yang tidak boleh tersimpan,,,,,',
        'Baru Tapi Salah,rumah-sehat,Riau,Pekanbaru,,,,,,',
        'Baru Juga,klinik,Riau,Pekanbaru,,,,mungkin,1,',
      ].join('\n'),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      imported: 0,
      updated: 0,
      errors: [
        { line: 3, message: serviceMessages.csvType('rumah-sehat') },
        { line: 4, message: serviceMessages.bpjsInvalid },
        { line: 4, message: serviceMessages.coordinatesPair },
      ],
    });
    expect(await all()).toEqual(before);
  });

  it('takes text/csv only, of at most 2 MB', async () => {
    expect((await importCsv(`${header}\n`, 'text/plain')).statusCode).toBe(415);
    expect((await importCsv(JSON.stringify(header), 'application/json')).statusCode).toBe(415);
    const huge = await importCsv(`${header}\n${'x'.repeat(2 * 1024 * 1024)}`);
    expect(huge.statusCode).toBe(413);
    const empty = await importCsv(' \n');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(serviceMessages.csvEmpty);
  });

  it('exports the whole directory as CSV the import reads back unchanged', async () => {
    const response = await asAdmin('GET', '/api/admin/services/export');
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename=".+\.csv"/);
    const read = readServiceCsv(response.body);
    expect(read.ok && read.services.map((row) => row.service.name)).toEqual((await all()).map((s) => s.name));
    expect((await importCsv(response.body)).json()).toEqual({
      imported: 0,
      updated: read.ok ? read.services.length : -1,
      errors: [],
    });
  });
});
