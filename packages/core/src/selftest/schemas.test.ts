import { describe, expect, it } from 'vitest';
import { adminQuestionMessages, selftestMessages } from './messages';
import { selftestQuestionBodySchema, submissionBodySchema } from './schemas';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('selftestQuestionBodySchema', () => {
  it('trims the question and keeps the category', () => {
    expect(
      selftestQuestionBodySchema.parse({ pertanyaan: '  Apakah Anda sulit tidur?  ', kategori: 'zat' }),
    ).toEqual({
      pertanyaan: 'Apakah Anda sulit tidur?',
      kategori: 'zat',
    });
  });

  it.each([
    [{ kategori: 'ptsd' }, adminQuestionMessages.pertanyaanRequired],
    [{ pertanyaan: '   ', kategori: 'ptsd' }, adminQuestionMessages.pertanyaanRequired],
    [{ pertanyaan: 'x'.repeat(501), kategori: 'ptsd' }, adminQuestionMessages.pertanyaanTooLong],
    [{ pertanyaan: 'Apakah?' }, adminQuestionMessages.kategoriRequired],
    [{ pertanyaan: 'Apakah?', kategori: '' }, adminQuestionMessages.kategoriRequired],
    [{ pertanyaan: 'Apakah?', kategori: 'depresi' }, adminQuestionMessages.kategoriRequired],
    [{ pertanyaan: 'Apakah?', kategori: 'ptsd', crisis: 'ya' }, 'Data tidak valid. Silakan cek input Anda.'],
  ])('rejects %o', (body, message) => {
    expect(firstMessage(selftestQuestionBodySchema.safeParse(body))).toBe(message);
  });

  it('accepts 500 characters', () => {
    expect(
      selftestQuestionBodySchema.safeParse({ pertanyaan: 'x'.repeat(500), kategori: 'neurosis' }).success,
    ).toBe(true);
  });
});

describe('submissionBodySchema', () => {
  it('accepts 0/1 answers and an optional revision', () => {
    expect(submissionBodySchema.parse({ jawaban: [0, 1, 1] })).toEqual({ jawaban: [0, 1, 1] });
    expect(submissionBodySchema.parse({ jawaban: [1], revision: 'abc' }).revision).toBe('abc');
  });

  it.each([
    [{}, selftestMessages.answersRequired],
    [{ jawaban: 'ya' }, selftestMessages.answersInvalid],
    [{ jawaban: [] }, selftestMessages.answersWrongCount],
    [{ jawaban: new Array(201).fill(0) }, selftestMessages.answersWrongCount],
    [{ jawaban: [0, 2] }, selftestMessages.answersInvalid],
    [{ jawaban: [1, '1'] }, selftestMessages.answersInvalid],
    [{ jawaban: [true] }, selftestMessages.answersInvalid],
    [{ jawaban: [null] }, selftestMessages.answersInvalid],
    [{ jawaban: [0.5] }, selftestMessages.answersInvalid],
  ])('rejects %o', (body, message) => {
    expect(firstMessage(submissionBodySchema.safeParse(body))).toBe(message);
  });
});
