import { describe, expect, it } from 'vitest';
import { serviceFormSchema, serviceFormValues } from './form';
import { serviceMessages } from './messages';

const blank = serviceFormValues(null);

describe('the admin service form', () => {
  it('sends empty fields as unknown, an empty province as national, and reads a decimal comma', () => {
    expect(
      serviceFormSchema.parse({
        ...blank,
        name: 'Klinik',
        type: 'klinik',
        province: 'Riau',
        bpjs: 'ya',
        lat: '0,5',
        lng: '101.4',
      }),
    ).toEqual({
      name: 'Klinik',
      type: 'klinik',
      province: 'Riau',
      city: null,
      address: null,
      phone: null,
      hours: null,
      bpjs: true,
      lat: 0.5,
      lng: 101.4,
    });
  });

  it('puts each message on its field', () => {
    const result = serviceFormSchema.safeParse({ ...blank, lat: 'utara', lng: '5' });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', serviceMessages.nameRequired],
      ['type', serviceMessages.typeInvalid],
      ['lat', serviceMessages.latInvalid],
    ]);
  });

  it('gives a service back as it was written', () => {
    const values = serviceFormValues({
      id: 1,
      name: 'A',
      type: 'klinik',
      province: null,
      city: null,
      address: null,
      phone: null,
      hours: null,
      bpjs: false,
      lat: -6.2,
      lng: 106.8,
    });
    expect(values).toMatchObject({ province: '', bpjs: 'tidak', lat: '-6.2', lng: '106.8' });
  });
});
