import { describe, expect, it } from 'vitest';
import { decodeCsv } from './csv-encoding';

const text = 'name,city\nKlinik Sejahtera – Dr. Angélique,Pekanbaru\n';
const utf16be = (value: string) => {
  const le = Buffer.from(value, 'utf16le');
  for (let i = 0; i < le.length; i += 2) [le[i], le[i + 1]] = [le[i + 1]!, le[i]!];
  return le;
};

describe('decodeCsv', () => {
  it('reads UTF-8 with or without its byte-order mark', () => {
    expect(decodeCsv(Buffer.from(text))).toBe(text);
    expect(decodeCsv(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]))).toBe(text);
  });

  it('reads UTF-16 little- and big-endian by their byte-order mark', () => {
    expect(decodeCsv(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]))).toBe(text);
    expect(decodeCsv(Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(text)]))).toBe(text);
  });

  it('reads bytes that are not UTF-8 as Windows-1252, never as U+FFFD', () => {
    // "Angélique" in Latin-1, and the en dash at 0x96 in Windows-1252.
    const bytes = Buffer.from('name,city\nKlinik Sejahtera \x96 Dr. Ang\xe9lique,Pekanbaru\n', 'latin1');
    expect(decodeCsv(bytes)).toBe(text);
  });
});
