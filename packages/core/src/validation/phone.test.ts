import { describe, expect, it } from 'vitest';
import { dialable, phonePattern } from './phone';

describe('phone numbers', () => {
  it('accept what people write, with an extension', () => {
    for (const phone of [
      '112',
      '+62 761 123456',
      '(0761) 21-618',
      '0812.3456.7890',
      '119 ext. 8',
      '119, 8',
      '119 ekst 8',
    ]) {
      expect(phonePattern.test(phone), phone).toBe(true);
    }
    for (const phone of ['', 'satu dua', '119 ext.', '++62', '0812 3456 atau 0813']) {
      expect(phonePattern.test(phone), phone).toBe(false);
    }
  });

  it('dial their digits, a leading + and a pause before the extension', () => {
    expect(dialable('+62 761 123456')).toBe('+62761123456');
    expect(dialable('(0761) 21-618')).toBe('076121618');
    expect(dialable('119 ext. 8')).toBe('119,8');
    expect(dialable('119, 8')).toBe('119,8');
  });
});
