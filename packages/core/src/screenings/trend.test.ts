import { describe, expect, it } from 'vitest';
import { chronological, trendGeometry, type TrendPoint } from './trend';

const area = { width: 400, height: 230, left: 40, right: 10, top: 10, bottom: 40 };
const point = (id: number, createdAt: string, score: number): TrendPoint => ({
  id,
  createdAt,
  score,
  band: 'minimal',
  crisis: false,
});

describe('trendGeometry', () => {
  it('spaces results evenly in time order, scores from the bottom (0) to the top (max)', () => {
    const { points } = trendGeometry(
      'phq9',
      [
        point(3, '2026-03-01T00:00:00Z', 27),
        point(1, '2026-01-01T00:00:00Z', 0),
        point(2, '2026-02-01T00:00:00Z', 9),
      ],
      area,
    );
    expect(points.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(points.map((p) => p.x)).toEqual([40, 215, 390]);
    expect(points[0]!.y).toBe(190);
    expect(points[2]!.y).toBe(10);
  });

  it('puts a single result in the middle', () => {
    expect(trendGeometry('gad7', [point(1, '2026-01-01T00:00:00Z', 21)], area).points[0]!.x).toBe(215);
  });

  it('draws every band as a strip, from 0 to the maximum without gaps, and a tick at each band start', () => {
    const { bands, ticks } = trendGeometry('gad7', [], area);
    expect(bands.map((b) => b.band)).toEqual(['minimal', 'ringan', 'sedang', 'berat']);
    expect(bands[0]!.y + bands[0]!.height).toBe(190);
    expect(bands.at(-1)!.y).toBe(10);
    bands.slice(1).forEach((band, i) => expect(band.y + band.height).toBeCloseTo(bands[i]!.y));
    expect(ticks.map((t) => t.score)).toEqual([0, 5, 10, 15, 21]);
  });

  it('orders equal times by id', () => {
    const at = '2026-01-01T00:00:00Z';
    expect(chronological([point(2, at, 1), point(1, at, 1)]).map((p) => p.id)).toEqual([1, 2]);
  });
});
