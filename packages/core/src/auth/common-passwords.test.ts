import { describe, expect, it } from 'vitest';
import { commonPasswordList } from './common-password-list';
import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it.each([
    '123456',
    'password',
    'PassWord',
    'qwerty123',
    'sayang',
    'bismillah',
    'aaaaaa',
    '000000000',
    'zzzzzzz',
  ])('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['rahasia123', 'kataSandiBaru', 'Tv9#pelangi', 'aaaaab'])('lets %s through', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  it('ships 10,000 lower-case entries of at least 6 characters', () => {
    const entries = commonPasswordList.trim().split('\n');
    expect(entries).toHaveLength(10_000);
    expect(new Set(entries).size).toBe(10_000);
    expect(entries.every((entry) => entry.length >= 6 && entry === entry.toLowerCase())).toBe(true);
  });
});
