import type { ScreeningBand } from '@sehat/core/screenings/bands';
import type { ResultTone } from '#web/components/result/tone';

const tones: Partial<Record<ScreeningBand, ResultTone>> = {
  ringan: 'mild',
  sedang: 'moderate',
  'cukup-berat': 'high',
  berat: 'high',
};

/** The colour of a PHQ-9 or GAD-7 band: none (green) for minimal. */
export const bandTone = (band: ScreeningBand): ResultTone | undefined => tones[band];
