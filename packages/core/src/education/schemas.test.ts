import { describe, expect, it } from 'vitest';
import { journalMessages } from './messages';
import { journalLimits } from './limits';
import { journalBodySchema, journalLinkOf, journalListQuerySchema } from './schemas';

const valid = {
  kategori: 'ptsd',
  judul: ' Post-traumatic stress disorder ',
  sumber: 'https://www.who.int/news-room/fact-sheets/detail/post-traumatic-stress-disorder',
  kutipan: 'Ringkasan singkat.',
};

const firstMessage = (input: unknown) => journalBodySchema.safeParse(input).error?.issues[0]?.message;

describe('journalBodySchema', () => {
  it('trims the texts and keeps a valid https link', () => {
    const parsed = journalBodySchema.parse(valid);
    expect(parsed.judul).toBe('Post-traumatic stress disorder');
    expect(parsed.sumber).toBe(valid.sumber);
  });

  it("answers the spec's message for each empty text field", () => {
    for (const field of ['judul', 'sumber', 'kutipan'] as const) {
      expect(firstMessage({ ...valid, [field]: '   ' })).toBe(journalMessages.requiredFields);
      expect(firstMessage({ ...valid, [field]: undefined })).toBe(journalMessages.requiredFields);
    }
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['ftp://who.int/file'],
    ['www.who.int'],
    ['https://localhost:3000/x'],
    ['https://10.0.0.1/admin'],
    ['https://who.int@evil.example/'],
    ['https://user:rahasia@who.int/'],
  ])('refuses %s as a source', (sumber) => {
    expect(firstMessage({ ...valid, sumber })).toBe(journalMessages.sumberInvalid);
  });

  it('normalises a link the way a browser would read it', () => {
    expect(journalBodySchema.parse({ ...valid, sumber: ' https://WHO.int/a b ' }).sumber).toBe(
      'https://who.int/a%20b',
    );
    // The URL parser drops newlines; the stored link must be the address it really opens.
    expect(journalBodySchema.parse({ ...valid, sumber: 'https://exa\nmple.com' }).sumber).toBe(
      'https://example.com/',
    );
  });

  it('enforces the length limits', () => {
    const longLink = `https://who.int/${'a'.repeat(journalLimits.sumberMax)}`;
    expect(firstMessage({ ...valid, judul: 'j'.repeat(journalLimits.judulMax + 1) })).toBe(
      journalMessages.judulTooLong,
    );
    expect(firstMessage({ ...valid, kutipan: 'k'.repeat(journalLimits.kutipanMax + 1) })).toBe(
      journalMessages.kutipanTooLong,
    );
    expect(firstMessage({ ...valid, sumber: longLink })).toBe(journalMessages.sumberTooLong);
    expect(journalBodySchema.safeParse({ ...valid, judul: 'j'.repeat(journalLimits.judulMax) }).success).toBe(
      true,
    );
  });

  it('requires one of the three categories', () => {
    expect(firstMessage({ ...valid, kategori: undefined })).toBe(journalMessages.categoryRequired);
    expect(firstMessage({ ...valid, kategori: 'Neurosis' })).toBe(journalMessages.categoryInvalid);
    expect(firstMessage({ ...valid, kategori: 'zat' })).toBe(journalMessages.categoryInvalid);
  });
});

describe('journalLinkOf', () => {
  it('gives the link of an http(s) source and null for anything else', () => {
    expect(journalLinkOf('https://doi.org/10.1136/bmj.h6161')).toBe('https://doi.org/10.1136/bmj.h6161');
    expect(journalLinkOf('Jurnal Psikologi Indonesia, 2019')).toBeNull();
    expect(journalLinkOf('javascript:alert(1)')).toBeNull();
  });
});

describe('journalListQuerySchema', () => {
  it('defaults to one page of 20 with no filter', () => {
    expect(journalListQuerySchema.parse({})).toEqual({ limit: journalLimits.pageDefault });
    expect(journalListQuerySchema.parse({ category: '', q: '   ', cursor: '' })).toEqual({
      limit: journalLimits.pageDefault,
    });
  });

  it('reads the filter, a trimmed search and the page size', () => {
    expect(journalListQuerySchema.parse({ category: 'psikotik', q: ' halusinasi ', limit: '100' })).toEqual({
      category: 'psikotik',
      q: 'halusinasi',
      limit: 100,
    });
  });

  it('refuses an unknown category, a long search and pages outside 1–100', () => {
    const messageOf = (query: object) => journalListQuerySchema.safeParse(query).error?.issues[0]?.message;
    expect(messageOf({ category: 'zat' })).toBe(journalMessages.categoryInvalid);
    expect(messageOf({ q: 'x'.repeat(journalLimits.searchMax + 1) })).toBe(journalMessages.searchTooLong);
    expect(journalListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(journalListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(journalListQuerySchema.safeParse({ limit: 'semua' }).success).toBe(false);
  });
});
