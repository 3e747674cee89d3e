import { describe, expect, it } from 'vitest';
import { linkCodeIn, maskPhone } from './link';

describe('linkCodeIn', () => {
  it('reads "KODE 123456" in any case, with a colon, and the six digits alone', () => {
    expect(linkCodeIn('KODE 123456')).toBe('123456');
    expect(linkCodeIn(' kode: 004211 ')).toBe('004211');
    expect(linkCodeIn('Kode123456')).toBe('123456');
    expect(linkCodeIn('123456')).toBe('123456');
  });

  it('leaves ordinary messages alone, numbers in a sentence included', () => {
    expect(linkCodeIn('Halo, saya butuh teman bicara')).toBeNull();
    expect(linkCodeIn('Saya tinggal di 123456')).toBeNull();
    expect(linkCodeIn('KODE 12345')).toBeNull();
    expect(linkCodeIn('1234567')).toBeNull();
  });
});

describe('maskPhone', () => {
  it('shows the country code and the last four digits only', () => {
    expect(maskPhone('6281234567890')).toBe('+62 ••••••• 7890');
  });

  it('hides a short number whole', () => {
    expect(maskPhone('12345')).toBe('•••••');
  });
});
