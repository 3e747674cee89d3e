import { describe, expect, it } from 'vitest';
import { articleFilterFromSearch } from './article-filter';

describe('articleFilterFromSearch', () => {
  it('reads a known category from ?kategori=', () => {
    expect(articleFilterFromSearch(new URLSearchParams('kategori=ptsd'))).toEqual({ category: 'ptsd' });
  });

  it('ignores an unknown or missing category', () => {
    expect(articleFilterFromSearch(new URLSearchParams('kategori=nope'))).toEqual({ category: undefined });
    expect(articleFilterFromSearch(new URLSearchParams(''))).toEqual({ category: undefined });
  });
});
