import { describe, expect, it } from 'vitest';
import { fileQuotaWaitMs, type SentFile } from './file-quota';

const MB = 1024 * 1024;
const hour = 60 * 60 * 1000;
const quota = { bytes: 50 * MB, windowMs: 24 * hour };
const now = new Date('2026-11-27T12:00:00Z');
const sent = (hoursAgo: number, megabytes: number): SentFile => ({
  bytes: megabytes * MB,
  sentAt: new Date(now.getTime() - hoursAgo * hour),
});

describe('fileQuotaWaitMs', () => {
  it('lets a file through while the window holds room for it', () => {
    expect(fileQuotaWaitMs([], 10 * MB, quota, now)).toBe(0);
    expect(fileQuotaWaitMs([sent(1, 30), sent(2, 10)], 10 * MB, quota, now)).toBe(0);
  });

  it('does not count files older than the window', () => {
    expect(fileQuotaWaitMs([sent(25, 50), sent(30, 50)], 10 * MB, quota, now)).toBe(0);
  });

  it('waits until enough of the oldest files leave the window', () => {
    const files = [sent(1, 20), sent(20, 20), sent(10, 10)];
    expect(fileQuotaWaitMs(files, 10 * MB, quota, now)).toBe(4 * hour);
    expect(fileQuotaWaitMs(files, 25 * MB, quota, now)).toBe(14 * hour);
  });

  it('refuses one byte past the quota', () => {
    expect(fileQuotaWaitMs([sent(1, 40)], 10 * MB, quota, now)).toBe(0);
    expect(fileQuotaWaitMs([sent(1, 40)], 10 * MB + 1, quota, now)).toBe(23 * hour);
  });
});
