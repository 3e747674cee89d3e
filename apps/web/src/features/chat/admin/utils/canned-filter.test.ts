import { describe, expect, it } from 'vitest';
import { filterCannedResponses, slashQuery } from './canned-filter';

const responses = [
  { id: 1, title: 'Salam pembuka', text: 'Halo, terima kasih sudah menghubungi kami.' },
  { id: 2, title: 'Cek keselamatan', text: 'Apakah Anda aman saat ini? Salam hangat.' },
  { id: 3, title: 'Rujukan', text: 'Silakan ke puskesmas terdekat.' },
];

describe('slashQuery', () => {
  it('reads the text after a leading slash on one line', () => {
    expect(slashQuery('/')).toBe('');
    expect(slashQuery('/sal')).toBe('sal');
    expect(slashQuery('/cek kese')).toBe('cek kese');
  });

  it('asks for nothing when the slash is not first or the text has several lines', () => {
    expect(slashQuery('halo /sal')).toBeNull();
    expect(slashQuery(' /sal')).toBeNull();
    expect(slashQuery('/sal\nlanjut')).toBeNull();
    expect(slashQuery('')).toBeNull();
  });
});

describe('filterCannedResponses', () => {
  it('lists every answer for an empty query', () => {
    expect(filterCannedResponses(responses, '').map((r) => r.id)).toEqual([1, 2, 3]);
    expect(filterCannedResponses(responses, '  ').map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('matches titles before texts, ignoring case', () => {
    expect(filterCannedResponses(responses, 'SALAM').map((r) => r.id)).toEqual([1, 2]);
    expect(filterCannedResponses(responses, 'puskesmas').map((r) => r.id)).toEqual([3]);
    expect(filterCannedResponses(responses, 'tidak ada')).toEqual([]);
  });
});
