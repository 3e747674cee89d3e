import { describe, expect, it } from 'vitest';
import { severityTone } from './severity-tone';

describe('severityTone', () => {
  it('colours the SRQ-29 severities from none (Normal) to high (Berat)', () => {
    expect([null, 'Normal', 'Ringan', 'Sedang', 'Berat'].map((s) => severityTone(s as never))).toEqual([
      undefined,
      undefined,
      'mild',
      'moderate',
      'high',
    ]);
  });
});
