import { describe, expect, it } from 'vitest';
import { idNumber, idParam } from './id';
import { integerMax, isId, parseId } from './id-value';

describe('the id rule', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', integerMax],
  ])('reads %j as %d', (text, id) => {
    expect(parseId(text)).toBe(id);
    expect(idParam().parse(text)).toBe(id);
  });

  it.each([
    '0',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    '1 ',
    ' 1',
    '+1',
    '01',
    '2147483648',
    '18446744073709551616',
    'abc',
    '',
  ])('refuses %j', (text) => {
    expect(parseId(text)).toBeNull();
    expect(idParam('pesan').safeParse(text).error?.issues[0]?.message).toBe('pesan');
  });

  it('takes JSON ids as numbers only, within the same range', () => {
    expect(isId(7)).toBe(true);
    expect(idNumber().parse(7)).toBe(7);
    for (const value of [0, -1, 1.5, integerMax + 1, Number.NaN, '7', null]) {
      expect(isId(value)).toBe(false);
      expect(idNumber().safeParse(value).success).toBe(false);
    }
  });
});
