import { describe, expect, it } from 'vitest';
import { normalizePlainText } from './plain-text';

describe('normalizePlainText', () => {
  it('keeps markup exactly as typed', () => {
    expect(normalizePlainText('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });

  it('keeps inner line breaks and tabs, unifies line endings, trims the ends', () => {
    expect(normalizePlainText('  baris satu\r\nbaris\tdua\rtiga \n')).toBe('baris satu\nbaris\tdua\ntiga');
  });

  it('drops NUL and other control characters', () => {
    expect(normalizePlainText('a\u0000b\u0007c\u001Bd\u007F')).toBe('abcd');
  });

  it('leaves whitespace-only text empty', () => {
    expect(normalizePlainText(' \n\t\r\n ')).toBe('');
  });
});
