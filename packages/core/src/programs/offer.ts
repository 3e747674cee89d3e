import type { ScreeningBand } from '../screenings/bands';

/**
 * Whether a PHQ-9 or GAD-7 result offers the self-help programme as its first next step: mild
 * and moderate symptoms, where guided self-help helps most (issue 52); never beside a crisis
 * answer, where help today comes first.
 */
export function offersProgram(band: ScreeningBand, crisis: boolean): boolean {
  return !crisis && (band === 'ringan' || band === 'sedang');
}
