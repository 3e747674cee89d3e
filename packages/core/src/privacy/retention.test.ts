import { describe, expect, it } from 'vitest';
import { retentionCutoff } from './retention';

describe('retentionCutoff', () => {
  it('is exactly the given number of days before now', () => {
    const now = new Date('2026-11-23T06:00:00.000Z');
    expect(retentionCutoff(now, 365).toISOString()).toBe('2025-11-23T06:00:00.000Z');
    expect(retentionCutoff(now, 1).toISOString()).toBe('2026-11-22T06:00:00.000Z');
  });
});
