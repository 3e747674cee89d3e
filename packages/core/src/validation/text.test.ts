import { describe, expect, it } from 'vitest';
import { commonMessages } from '../messages';
import { isStorableText, text } from './text';

describe('the text rule', () => {
  it.each(['Halo', 'Ārya 😀', 'kanan\u202Ekiri', 'nol\u200Blebar', 'baris\nbaru\ttab', ''])(
    'accepts %j as it is',
    (value) => {
      expect(isStorableText(value)).toBe(true);
      expect(text().parse(value)).toBe(value);
    },
  );

  it.each([
    ['a NUL', 'a\u0000b'],
    ['a lone high surrogate', 'a\uD83Db'],
    ['a lone low surrogate', '\uDE00'],
  ])('refuses %s with a clear message', (_label, value) => {
    expect(isStorableText(value)).toBe(false);
    expect(text().safeParse(value).error?.issues).toEqual([
      expect.objectContaining({ message: commonMessages.unsupportedCharacters }),
    ]);
    expect(text({ invalid: 'khusus' }).safeParse(value).error?.issues[0]?.message).toBe('khusus');
  });

  it('says "required" for a missing field and the wrong-type text for other values', () => {
    const field = text({ required: 'wajib', wrongType: 'jenis' });
    expect(field.safeParse(undefined).error?.issues[0]?.message).toBe('wajib');
    expect(field.safeParse(12).error?.issues[0]?.message).toBe('jenis');
    expect(text().safeParse(12).error?.issues[0]?.message).toBe(commonMessages.invalidInput);
  });

  it('stops at unstorable text before later checks', () => {
    const field = text().trim().min(5, { error: 'pendek' });
    expect(field.safeParse('\u0000').error?.issues.map((i) => i.message)).toEqual([
      commonMessages.unsupportedCharacters,
    ]);
  });
});
