import { describe, expect, it } from 'vitest';
import { indonesianSourcesFirst, isIndonesianSource } from './source-language';

describe('isIndonesianSource', () => {
  it.each([
    ['https://ayosehat.kemkes.go.id/topik/kesehatan-jiwa', true],
    ['https://jurnal.ugm.ac.id/artikel/1', true],
    ['https://sehatjiwa.id/a', true],
    ['https://www.who.int/news-room/fact-sheets/detail/depression', false],
    ['https://doi.org/10.1002/wps.20701', false],
    ['https://example.com/.id', false],
    ['https://example.com?next=a.id', false],
    ['https://user@kemkes.go.id/x', true],
    ['HTTPS://KEMKES.GO.ID', true],
    ['not a url', false],
    [null, false],
  ])('%s → %s', (url, expected) => {
    expect(isIndonesianSource(url)).toBe(expected);
  });
});

describe('indonesianSourcesFirst', () => {
  it('moves Indonesian sources to the front and keeps the order otherwise', () => {
    const list = [
      { id: 1, sumber: 'https://www.who.int/a' },
      { id: 2, sumber: 'https://kemkes.go.id/b' },
      { id: 3, sumber: 'https://doi.org/c' },
      { id: 4, sumber: 'https://ejournal.undip.ac.id/d' },
    ];
    expect(indonesianSourcesFirst(list).map((j) => j.id)).toEqual([2, 4, 1, 3]);
  });
});
