import { describe, expect, it } from 'vitest';
import { headerResultRoute, resultParamsAgree, resultRouteForHasil } from './result-routing';

describe('resultRouteForHasil (after submitting, spec §4)', () => {
  it.each([
    ['Gejala Neurosis', 'ResultIsNeurosis'],
    ['Gejala Psikotik', 'ResultIsPsychotic'],
    ['Penggunaan Zat Psikotik', 'ResultIsPsychotic'],
    ['Gejala PTSD', 'ResultIsPTSD'],
    ['Normal', 'ResultIsNormal'],
  ])('%s → %s', (hasil, route) => {
    expect(resultRouteForHasil(hasil)).toBe(route);
  });

  it.each(['', 'normal', 'GEJALA PTSD', 'Gejala Depresi', 'toString', '__proto__'])(
    'has no page for %j',
    (hasil) => {
      expect(resultRouteForHasil(hasil)).toBeNull();
    },
  );
});

describe('headerResultRoute (the header link, case-insensitive)', () => {
  it.each([
    ['Gejala Neurosis', 'ResultIsNeurosis'],
    ['gejala NEUROSIS', 'ResultIsNeurosis'],
    ['Gejala Psikotik', 'ResultIsPsychotic'],
    ['PSIKOTIK', 'ResultIsPsychotic'],
    ['Penggunaan Zat Psikotik', 'ResultIsPsychotic'],
    ['penggunaan zat', 'ResultIsPsychotic'],
    ['Gejala PTSD', 'ResultIsPTSD'],
    ['ptsd berat', 'ResultIsPTSD'],
    ['Normal', 'ResultIsNormal'],
    ['NORMAL', 'ResultIsNormal'],
    ['', 'TesDiri'],
    ['Gejala Depresi', 'TesDiri'],
  ])('%j → %s', (text, route) => {
    expect(headerResultRoute(text)).toBe(route);
  });

  it('checks the rules in the spec order', () => {
    expect(headerResultRoute('neurosis dan ptsd')).toBe('ResultIsNeurosis');
    expect(headerResultRoute('ptsd, psikotik')).toBe('ResultIsPsychotic');
    expect(headerResultRoute('ptsd tidak normal')).toBe('ResultIsPTSD');
  });
});

describe('resultParamsAgree', () => {
  const stored = { hasil: 'Gejala PTSD', severity: 'Sedang' };

  it('accepts no params and params that repeat the stored result', () => {
    expect(resultParamsAgree({}, stored)).toBe(true);
    expect(resultParamsAgree({ hasil: 'Gejala PTSD', severity: 'Sedang' }, stored)).toBe(true);
    expect(resultParamsAgree({ severity: 'Sedang' }, stored)).toBe(true);
  });

  it.each([
    ['another severity', { severity: 'Berat' }],
    ['another result', { hasil: 'Gejala Psikotik' }],
    ['nonsense', { hasil: 'foo', severity: 'bar' }],
  ])('refuses %s', (_label, params) => {
    expect(resultParamsAgree(params, stored)).toBe(false);
  });
});
