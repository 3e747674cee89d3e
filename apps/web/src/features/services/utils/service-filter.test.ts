import { describe, expect, it } from 'vitest';
import { serviceFilterFromSearch } from './service-filter';

describe('the directory filters of an address', () => {
  it('keeps known provinces and types and a trimmed search', () => {
    expect(serviceFilterFromSearch(new URLSearchParams('q=%20Dumai%20&provinsi=Riau&jenis=klinik'))).toEqual({
      q: 'Dumai',
      province: 'Riau',
      type: 'klinik',
    });
  });

  it('leaves out what it does not know', () => {
    expect(serviceFilterFromSearch(new URLSearchParams('q=&provinsi=Atlantis&jenis=dukun'))).toEqual({});
  });
});
