import { describe, expect, it } from 'vitest';
import {
  articleCategory,
  resultTopics,
  displaySeverity,
  interpretScore,
  resultContentKey,
  severityProgress,
  type ResultPage,
} from './result-display';

describe('severityProgress (spec §9)', () => {
  it.each<[ResultPage, string | undefined, number]>([
    ['neurosis', 'Ringan', 25],
    ['neurosis', 'Sedang', 55],
    ['neurosis', 'Berat', 95],
    ['neurosis', undefined, 20],
    ['neurosis', 'Normal', 20],
    ['neurosis', 'berat', 20],
    ['psikotik', 'Ringan', 25],
    ['psikotik', 'Sedang', 55],
    ['psikotik', 'Berat', 95],
    ['psikotik', undefined, 95],
    ['psikotik', 'Parah', 95],
    ['ptsd', 'Ringan', 25],
    ['ptsd', 'Sedang', 55],
    ['ptsd', 'Berat', 95],
    ['ptsd', undefined, 95],
    ['normal', 'Normal', 20],
    ['normal', 'Berat', 20],
    ['normal', undefined, 20],
  ])('%s / %s → %i %%', (page, severity, percent) => {
    expect(severityProgress(page, severity)).toBe(percent);
  });
});

describe('displaySeverity', () => {
  it.each<[ResultPage, string | null, string]>([
    ['neurosis', null, 'Normal'],
    ['neurosis', 'Sedang', 'Sedang'],
    ['psikotik', null, 'Berat'],
    ['psikotik', 'Sedang', 'Sedang'],
    ['ptsd', '', 'Berat'],
    ['ptsd', 'Ringan', 'Ringan'],
    ['normal', 'Sedang', 'Normal'],
  ])('%s / %j → %s', (page, severity, shown) => {
    expect(displaySeverity(page, severity)).toBe(shown);
  });
});

describe('interpretScore (spec §9)', () => {
  it.each([
    [0, 'sangatBaik'],
    [14, 'sangatBaik'],
    [15, 'ringan'],
    [24, 'ringan'],
    [25, 'sedang'],
    [36, 'sedang'],
    [37, 'signifikan'],
  ])('%i → %s', (score, band) => {
    expect(interpretScore(score)).toBe(band);
  });
});

describe('page helpers', () => {
  it('gives substance use its own advice on the psychotic page', () => {
    expect(resultContentKey('psikotik', 'Penggunaan Zat Psikotik')).toBe('zat');
    expect(resultContentKey('psikotik', 'Gejala Psikotik')).toBe('psikotik');
    expect(resultContentKey('psikotik', undefined)).toBe('psikotik');
    expect(resultContentKey('neurosis', 'Penggunaan Zat Psikotik')).toBe('neurosis');
  });

  it('reads related articles from the page category, everyday mental health for normal', () => {
    expect(articleCategory('neurosis')).toBe('neurosis');
    expect(articleCategory('psikotik')).toBe('psikotik');
    expect(articleCategory('ptsd')).toBe('ptsd');
    expect(articleCategory('normal')).toBe('neurosis');
  });

  it("links the corner's own topic pages of the result, depression and anxiety with neurosis", () => {
    expect(resultTopics('neurosis')).toEqual(['neurosis', 'depresi', 'anxiety']);
    expect(resultTopics('normal')).toEqual(['neurosis', 'depresi', 'anxiety']);
    expect(resultTopics('psikotik')).toEqual(['psikotik']);
    expect(resultTopics('ptsd')).toEqual(['ptsd']);
  });
});
