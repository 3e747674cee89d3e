import { describe, expect, it } from 'vitest';
import type { SelftestResult } from '@sehat/core/selftest/schemas';
import type { StoredResult } from '@sehat/core/selftest/test-state';
import { resultView } from './result-view';

const domains: SelftestResult['domains'] = [
  { kategori: 'neurosis', yes: 7, total: 20, flagged: true, severity: 'Ringan' },
  { kategori: 'psikotik', yes: 0, total: 3, flagged: false, severity: null },
  { kategori: 'ptsd', yes: 3, total: 5, flagged: true, severity: 'Sedang' },
  { kategori: 'zat', yes: 1, total: 1, flagged: true, severity: 'Sedang' },
];
const full: StoredResult = {
  id: 4,
  hasil: 'Gejala PTSD',
  severity: 'Sedang',
  score: 11,
  domains,
  crisis: true,
  createdAt: '2026-03-05T02:00:00.000Z',
};
const summary: StoredResult = { hasil: 'Gejala PTSD', severity: 'Sedang', createdAt: full.createdAt };
const latest = { ...(full as SelftestResult) };

describe('resultView', () => {
  it('shows a fully stored result with what else was found, most severe first', () => {
    expect(resultView('ptsd', full, null)).toEqual({
      hasil: 'Gejala PTSD',
      severity: 'Sedang',
      progress: 55,
      contentKey: 'ptsd',
      alsoDetected: [domains[3], domains[0]],
      crisis: true,
      score: 11,
      testedAt: full.createdAt,
    });
  });

  it('takes details from the server’s latest result when only the summary is stored (after login)', () => {
    const view = resultView('ptsd', summary, latest);
    expect(view).toMatchObject({ crisis: true, score: 11, severity: 'Sedang' });
    expect(view.alsoDetected).toHaveLength(2);
  });

  it('ignores a latest result that is not the stored one', () => {
    const view = resultView('ptsd', summary, { ...latest, createdAt: '2026-01-01T00:00:00.000Z' });
    expect(view).toMatchObject({ crisis: false, score: null, alsoDetected: [] });
  });

  it('applies the page defaults when a severity is missing or unknown', () => {
    const neurosis = { hasil: 'Gejala Neurosis', severity: '' };
    expect(resultView('neurosis', neurosis, null)).toMatchObject({ severity: 'Normal', progress: 20 });
    expect(resultView('psikotik', { hasil: 'Gejala Psikotik', severity: 'x' }, null)).toMatchObject({
      severity: 'Berat',
      progress: 95,
    });
    expect(resultView('normal', { hasil: 'Normal', severity: 'Normal' }, null)).toMatchObject({
      severity: 'Normal',
      progress: 20,
      contentKey: 'normal',
    });
  });

  it('gives substance use its own text on the psychotic page', () => {
    const zat = { ...full, hasil: 'Penggunaan Zat Psikotik', severity: 'Sedang' };
    const view = resultView('psikotik', zat, null);
    expect(view).toMatchObject({ hasil: 'Penggunaan Zat Psikotik', contentKey: 'zat', progress: 55 });
    expect(view.alsoDetected.map((d) => d.kategori)).toEqual(['ptsd', 'neurosis']);
  });
});
