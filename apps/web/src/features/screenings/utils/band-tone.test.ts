import { describe, expect, it } from 'vitest';
import { screeningBands } from '@sehat/core/screenings/bands';
import { bandTone } from './band-tone';

describe('bandTone', () => {
  it('colours the PHQ-9 and GAD-7 bands from none (minimal) to high (cukup berat, berat)', () => {
    expect(screeningBands.map(bandTone)).toEqual([undefined, 'mild', 'moderate', 'high', 'high']);
  });
});
