// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { screeningTrendMessages } from '@sehat/core/screenings/messages';
import type { TrendPoint } from '@sehat/core/screenings/trend';
import { ScoreTrend } from './score-trend';

afterEach(cleanup);

const results: TrendPoint[] = [
  { id: 3, createdAt: '2026-03-01T02:00:00.000Z', score: 16, band: 'berat', crisis: false },
  { id: 2, createdAt: '2026-02-01T02:00:00.000Z', score: 11, band: 'sedang', crisis: true },
  { id: 1, createdAt: '2026-01-01T02:00:00.000Z', score: 3, band: 'minimal', crisis: false },
];

describe('ScoreTrend', () => {
  it('draws an accessible chart over the shaded bands, one point per result', () => {
    const { container } = render(<ScoreTrend code="gad7" results={results} />);
    const chart = screen.getByRole('img', { name: /Skor GAD-7 dari waktu ke waktu/ });
    expect(chart.getAttribute('aria-labelledby')).toMatch(/title .*desc/);
    expect(chart.querySelector('desc')!.textContent).toBe(
      screeningTrendMessages.summary(3, '1 Januari 2026', '1 Maret 2026'),
    );
    expect(
      [...container.querySelectorAll('rect[data-band]')].map((r) => r.getAttribute('data-band')),
    ).toEqual(['minimal', 'ringan', 'sedang', 'berat']);
    expect(container.querySelectorAll('circle[cx]').length).toBe(4);
    expect(container.querySelector('polyline')!.getAttribute('points')!.split(' ')).toHaveLength(3);
  });

  it('gives the same results as a table, newest first, the crisis answer noted', () => {
    render(<ScoreTrend code="gad7" results={results} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['16', '11', '3']);
    expect(rows[1]!.textContent).toContain(screeningTrendMessages.crisisNote);
    expect(rows[0]!.textContent).not.toContain(screeningTrendMessages.crisisNote);
  });
});
