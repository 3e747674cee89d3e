import { describe, expect, it } from 'vitest';
import { aktivasiPerilaku } from './aktivasi-perilaku';
import { keptWorksheet, worksheetProblem } from './worksheet';

const session = aktivasiPerilaku.sessions[0]!;

describe('worksheetProblem', () => {
  it('keeps a worksheet with at least one blank filled', () => {
    expect(worksheetProblem(session, { tanda: 'Sulit bangun pagi' })).toBeNull();
  });

  it('refuses a blank the session does not have, a too-long answer and an empty sheet', () => {
    expect(worksheetProblem(session, { tanda: 'a', lain: 'b' })).toBe('unknownField');
    expect(worksheetProblem(session, { tanda: 'x'.repeat(1001) })).toBe('tooLong');
    expect(worksheetProblem(session, { tanda: '  ', harapan: '' })).toBe('empty');
    expect(worksheetProblem(session, {})).toBe('empty');
  });

  it('keeps every blank of the session, trimmed, in order', () => {
    expect(keptWorksheet(session, { harapan: '  Lebih bersemangat ' })).toEqual({
      tanda: '',
      ditinggalkan: '',
      harapan: 'Lebih bersemangat',
    });
  });
});
