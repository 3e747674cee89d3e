import { describe, expect, it } from 'vitest';
import { waitTimeText } from './wait-time';

describe('waitTimeText', () => {
  it.each([
    [0, '1 detik'],
    [1, '1 detik'],
    [59.2, '1 menit'],
    [59, '59 detik'],
    [60, '1 menit'],
    [61, '2 menit'],
    [900, '15 menit'],
    [119 * 60, '119 menit'],
    [120 * 60, '2 jam'],
    [121 * 60, '3 jam'],
  ])('%d seconds read "%s"', (seconds, text) => {
    expect(waitTimeText(seconds)).toBe(text);
  });
});
