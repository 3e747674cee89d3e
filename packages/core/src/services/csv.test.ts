import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv, unguarded } from './csv';

describe('CSV', () => {
  it('reads quoted fields with delimiters, quotes and line breaks, and the line each record starts on', () => {
    const parsed = parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\n\n"two\nlines",z\n');
    expect(parsed).toEqual({
      ok: true,
      delimiter: ',',
      records: [
        { line: 1, fields: ['a', 'b'] },
        { line: 2, fields: ['x, y', 'say "hi"'] },
        { line: 4, fields: ['two\nlines', 'z'] },
      ],
    });
  });

  it('takes semicolons when the header has them and no comma', () => {
    const parsed = parseCsv('a;b\n1,5;2\n');
    expect(parsed.ok && parsed.delimiter).toBe(';');
    expect(parsed.ok && parsed.records[1]!.fields).toEqual(['1,5', '2']);
  });

  it('names the line of a quote never closed', () => {
    expect(parseCsv('a,b\n1,2\n"3,4\n5,6\n')).toEqual({ ok: false, line: 3, reason: 'unclosed-quote' });
  });

  it('writes what it reads back, quoting where needed and guarding formulas but not numbers', () => {
    const rows = [
      ['nama, lengkap', 'kata "kutip"', 'dua\nbaris'],
      ['=SUM(A1)', '+62 761 123456', '-0.5'],
      ['@cmd', '+cmd', ''],
    ];
    const text = toCsv(rows);
    expect(text).toContain("'=SUM(A1),+62 761 123456,-0.5\r\n");
    const parsed = parseCsv(text);
    expect(parsed.ok && parsed.records.map((r) => r.fields.map(unguarded))).toEqual(rows);
  });
});
