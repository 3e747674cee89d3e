import { serviceMessages } from '@sehat/core/services/messages';
import { identityFold, type Service, type ServiceInput } from '@sehat/core/services/schemas';
import { readServiceCsv } from '@sehat/core/services/service-csv';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../platform/database/rows';
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

const importCsv = (text: string | Buffer, contentType = 'text/csv') =>
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

  it('answers rows the database would take as one by their line, never with a 500', async () => {
    const rows = ['Klinik İ X', 'Klinik i X', 'KLINIK I X'].map((name) => `${name},klinik,Riau,Dumai,,,,,,`);
    const refused = await importCsv([header, ...rows].join('\n'));
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({
      imported: 0,
      updated: 0,
      errors: [{ line: 4, message: serviceMessages.csvDuplicate(3) }],
    });
    expect((await importCsv([header, ...rows.slice(0, 2)].join('\n'))).json()).toEqual({
      imported: 2,
      updated: 0,
      errors: [],
    });
    expect((await importCsv(`${header}\nKLINIK İ X,klinik,riau,DUMAI,,,,,,`)).json()).toEqual({
      imported: 0,
      updated: 1,
      errors: [],
    });
  });

  it('folds case as the unique index does, whatever the engine and its locale', async () => {
    for (const value of ['Klinik İ X', 'ÄÖÜ äöü', 'ΑΣ', 'STRASSE ß', 'ǅ Ǆ', '\u212a K']) {
      const [row] = rowsOf<{ folded: string }>(
        await t.app.db.execute(sql`select lower(${value} collate "C") as folded`),
      );
      expect(identityFold(value), value).toBe(row!.folded);
    }
  });

  it('reads UTF-8 with or without a byte-order mark, UTF-16 with one, and Windows-1252', async () => {
    const line = (name: string) => `${header}\r\n${name},psikolog,Riau,Siak,,,,,,\r\n`;
    const utf16be = (text: string) => {
      const bytes = Buffer.from(text, 'utf16le');
      for (let i = 0; i < bytes.length; i += 2) [bytes[i], bytes[i + 1]] = [bytes[i + 1]!, bytes[i]!];
      return bytes;
    };
    const files: [string, Buffer][] = [
      ['Psikolog Angélique – UTF-8', Buffer.from(line('Psikolog Angélique – UTF-8'))],
      [
        'Psikolog Angélique – BOM',
        Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(line('Psikolog Angélique – BOM'))]),
      ],
      [
        'Psikolog Angélique – UTF-16LE',
        Buffer.concat([
          Buffer.from([0xff, 0xfe]),
          Buffer.from(line('Psikolog Angélique – UTF-16LE'), 'utf16le'),
        ]),
      ],
      [
        'Psikolog Angélique – UTF-16BE',
        Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(line('Psikolog Angélique – UTF-16BE'))]),
      ],
      ['Psikolog Angélique – 1252', Buffer.from(line('Psikolog Ang\xe9lique \x96 1252'), 'latin1')],
    ];
    for (const [name, bytes] of files) {
      expect((await importCsv(bytes)).json(), name).toEqual({ imported: 1, updated: 0, errors: [] });
    }
    const names = (await all()).map((s) => s.name);
    for (const [name] of files) expect(names).toContain(name);
  });
});
