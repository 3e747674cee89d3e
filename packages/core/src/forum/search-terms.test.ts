import { describe, expect, it } from 'vitest';
import { matchesInsideWords, searchTerms } from './search-terms';

describe('searchTerms', () => {
  it('splits on anything but letters and digits, lower-cased', () => {
    expect(searchTerms('  Cemas, SULIT-tidur!  ')).toEqual(['cemas', 'sulit', 'tidur']);
  });

  it('strips full-text query syntax', () => {
    expect(searchTerms("takut:* & !(malam) | 'x' <-> y")).toEqual(['takut', 'malam', 'x', 'y']);
  });

  it('keeps letters of any script and digits', () => {
    expect(searchTerms('Café 24jam')).toEqual(['café', '24jam']);
  });

  it('drops repeats and caps the number of words', () => {
    expect(searchTerms('a a b')).toEqual(['a', 'b']);
    expect(searchTerms('1 2 3 4 5 6 7 8 9 10')).toHaveLength(8);
  });

  it('gives nothing for empty or symbol-only input', () => {
    expect(searchTerms(undefined)).toEqual([]);
    expect(searchTerms('  ')).toEqual([]);
    expect(searchTerms('*&|!')).toEqual([]);
  });
});

describe('matchesInsideWords', () => {
  it('lets words of three or more letters match inside words, shorter ones only at a start', () => {
    expect(matchesInsideWords('ema')).toBe(true);
    expect(matchesInsideWords('emas')).toBe(true);
    expect(matchesInsideWords('em')).toBe(false);
    expect(matchesInsideWords('a')).toBe(false);
  });

  it('counts letters, not UTF-16 units', () => {
    expect(matchesInsideWords('漢字')).toBe(false);
    expect(matchesInsideWords('𝒜𝒜')).toBe(false);
  });
});
