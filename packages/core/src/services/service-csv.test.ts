import { describe, expect, it } from 'vitest';
import { serviceMessages } from './messages';
import type { Service } from './schemas';
import { readServiceCsv, serviceCsv } from './service-csv';

const header = 'name,type,province,city,address,phone,hours,bpjs,lat,lng';

describe('the directory as CSV', () => {
  it('reads services in any column order, empty cells as unknown and an empty province as national', () => {
    const read = readServiceCsv(
      [
        'type,name,province,city,address,phone,hours,bpjs,lat,lng',
        'puskesmas,Puskesmas Contoh,riau,Pekanbaru,"Jl. Contoh 1, Pekanbaru",(0761) 21-618,Senin–Jumat 08.00–14.00,ya,0.5071,101.4478',
        'layanan-telepon,Layanan Nasional,,,,119 ext. 8,,,,',
      ].join('\n'),
    );
    expect(read).toEqual({
      ok: true,
      services: [
        {
          line: 2,
          service: {
            name: 'Puskesmas Contoh',
            type: 'puskesmas',
            province: 'Riau',
            city: 'Pekanbaru',
            address: 'Jl. Contoh 1, Pekanbaru',
            phone: '(0761) 21-618',
            hours: 'Senin–Jumat 08.00–14.00',
            bpjs: true,
            lat: 0.5071,
            lng: 101.4478,
          },
        },
        {
          line: 3,
          service: {
            name: 'Layanan Nasional',
            type: 'layanan-telepon',
            province: null,
            city: null,
            address: null,
            phone: '119 ext. 8',
            hours: null,
            bpjs: null,
            lat: null,
            lng: null,
          },
        },
      ],
    });
  });

  it('reports every error with its line, and nothing when one row is wrong', () => {
    const read = readServiceCsv(
      [
        header,
        'Baik,klinik,Riau,Dumai,,,,tidak,,',
        'Salah Jenis,rs,Riau,Dumai,,,,,,',
        ',klinik,Atlantis,Dumai,,,,mungkin,,',
        'Hanya Lintang,klinik,Riau,Dumai,,,,,1.5,',
        'Kurang,klinik',
        'baik,klinik,riau,dumai,,,,,,',
        '"Multi',
        'baris",klinik,Riau,Dumai,,bukan nomor,,,,',
      ].join('\n'),
    );
    expect(read).toEqual({
      ok: false,
      errors: [
        { line: 3, message: serviceMessages.csvType('rs') },
        { line: 4, message: serviceMessages.csvProvince('Atlantis') },
        { line: 4, message: serviceMessages.bpjsInvalid },
        { line: 4, message: serviceMessages.nameRequired },
        { line: 5, message: serviceMessages.coordinatesPair },
        { line: 6, message: serviceMessages.csvFieldCount(2, 10) },
        { line: 7, message: serviceMessages.csvDuplicate(2) },
        { line: 8, message: serviceMessages.phoneInvalid },
      ],
    });
  });

  it('names missing and unknown columns on the header line, and an empty file', () => {
    expect(readServiceCsv('name,type,kota\nA,klinik,B\n')).toEqual({
      ok: false,
      errors: [
        {
          line: 1,
          message: serviceMessages.csvMissingColumns([
            'province',
            'city',
            'address',
            'phone',
            'hours',
            'bpjs',
            'lat',
            'lng',
          ]),
        },
        { line: 1, message: serviceMessages.csvUnknownColumns(['kota']) },
      ],
    });
    expect(readServiceCsv(`${header}\n`)).toEqual({
      ok: false,
      errors: [{ line: 1, message: serviceMessages.csvEmpty }],
    });
  });

  it('reads a semicolon file with decimal commas, as an Indonesian spreadsheet writes it', () => {
    const read = readServiceCsv(
      `${header.replaceAll(',', ';')}\nRSJ Contoh;rumah-sakit-jiwa;Riau;Pekanbaru;;;;ya;0,5;101,4\n`,
    );
    expect(read.ok && read.services[0]!.service).toMatchObject({ lat: 0.5, lng: 101.4 });
  });

  it('exports what it imports', () => {
    const services: Service[] = [
      {
        id: 1,
        name: '=Klinik "Tenang", Cabang 2',
        type: 'klinik',
        province: 'DKI Jakarta',
        city: 'Jakarta Selatan',
        address: 'Jl. Satu\nLantai 2',
        phone: '+62 21 555',
        hours: null,
        bpjs: false,
        lat: -6.2,
        lng: 106.8,
      },
    ];
    const read = readServiceCsv(serviceCsv(services));
    const { id: _id, ...body } = services[0]!;
    expect(read).toEqual({ ok: true, services: [{ line: 2, service: body }] });
  });
});
