import type { ResultSeverity } from '@sehat/core/selftest/constants';
import type { ResultTone } from '#web/components/result/tone';

const tones: Partial<Record<ResultSeverity, ResultTone>> = {
  Ringan: 'mild',
  Sedang: 'moderate',
  Berat: 'high',
};

/** The colour of an SRQ-29 severity: none (green) for Normal. */
export function severityTone(severity: ResultSeverity | null): ResultTone | undefined {
  return severity ? tones[severity] : undefined;
}
