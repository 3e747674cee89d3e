import { describe, expect, it } from 'vitest';
import { dataSaverOn, isDataSaverChoice, saveDataHeaderOn } from './data-saver';

describe('dataSaverOn', () => {
  it("follows the browser's Save-Data preference when the visitor made no choice", () => {
    expect(dataSaverOn(undefined, true)).toBe(true);
    expect(dataSaverOn(undefined, false)).toBe(false);
    expect(dataSaverOn(null, true)).toBe(true);
  });

  it("lets the visitor's own choice win over the browser's preference, both ways", () => {
    expect(dataSaverOn('on', false)).toBe(true);
    expect(dataSaverOn('off', true)).toBe(false);
  });

  it('ignores a cookie value it does not know', () => {
    expect(dataSaverOn('yes', false)).toBe(false);
    expect(dataSaverOn('', true)).toBe(true);
    expect(isDataSaverChoice('ON')).toBe(false);
  });
});

describe('saveDataHeaderOn', () => {
  it('reads the Save-Data header token case-insensitively', () => {
    expect(saveDataHeaderOn('on')).toBe(true);
    expect(saveDataHeaderOn(' On ')).toBe(true);
    expect(saveDataHeaderOn(['on'])).toBe(true);
  });

  it('is off without the header or with another value', () => {
    expect(saveDataHeaderOn(undefined)).toBe(false);
    expect(saveDataHeaderOn('off')).toBe(false);
    expect(saveDataHeaderOn('1')).toBe(false);
  });
});
