import { describe, expect, it } from 'vitest';
import { careLimits, debriefDueAt, shownWellbeingAverage, wellbeingBodySchema } from './care';

describe('care for counsellors', () => {
  it('takes a score 1 to 5 and an optional private note', () => {
    expect(wellbeingBodySchema.parse({ score: 3 })).toEqual({ score: 3, note: null });
    expect(wellbeingBodySchema.parse({ score: 1, note: ' lelah ' }).note).toBe('lelah');
    const issue = (body: unknown) => wellbeingBodySchema.safeParse(body).error?.issues[0]?.message;
    expect(issue({ score: 0 })).toBe('Pilih nilai 1 sampai 5.');
    expect(issue({ score: 6 })).toBe('Pilih nilai 1 sampai 5.');
    expect(issue({})).toBe('Pilih nilai 1 sampai 5.');
    expect(issue({ score: 3, note: 'x'.repeat(1001) })).toBe('Catatan paling banyak 1000 karakter.');
  });

  it('makes a debrief due 24 hours after the resolution', () => {
    expect(debriefDueAt(new Date('2026-11-28T10:00:00.000Z')).toISOString()).toBe('2026-11-29T10:00:00.000Z');
  });

  it('shows the wellbeing average only over enough entries', () => {
    expect(careLimits.wellbeingAverageMinCount).toBe(5);
    expect(shownWellbeingAverage(4, 12)).toBeNull();
    expect(shownWellbeingAverage(5, 17)).toBe(3.4);
  });
});
