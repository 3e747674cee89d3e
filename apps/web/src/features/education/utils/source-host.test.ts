import { describe, expect, it } from 'vitest';
import { sourceHost } from './source-host';

describe('sourceHost', () => {
  it('names the site without www', () => {
    expect(sourceHost('https://www.who.int/news-room/fact-sheets/detail/depression')).toBe('who.int');
    expect(sourceHost('https://doi.org/10.1136/bmj.h6161')).toBe('doi.org');
  });

  it('falls back to the text itself when it is not a link', () => {
    expect(sourceHost('Buku Saku Kesehatan Jiwa')).toBe('Buku Saku Kesehatan Jiwa');
  });
});
