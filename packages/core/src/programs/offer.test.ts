import { describe, expect, it } from 'vitest';
import { screeningBands } from '../screenings/bands';
import { offersProgram } from './offer';

describe('offersProgram', () => {
  it('offers the programme to mild and moderate results only', () => {
    expect(screeningBands.filter((band) => offersProgram(band, false))).toEqual(['ringan', 'sedang']);
  });

  it('never beside a crisis answer', () => {
    expect(screeningBands.some((band) => offersProgram(band, true))).toBe(false);
  });
});
