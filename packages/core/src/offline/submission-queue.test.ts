import { describe, expect, it } from 'vitest';
import {
  parseQueue,
  pendingResultsOf,
  queueLimit,
  withoutQueued,
  withQueued,
  type QueuedSubmission,
} from './submission-queue';

const srq = (clientId: string): QueuedSubmission => ({
  clientId,
  kind: 'srq29',
  jawaban: [0, 1, 0],
  revision: 'r1',
  takenAt: '2026-11-27T01:00:00.000Z',
});
const phq = (clientId: string, jawaban = [2, 1, 0, 0, 0, 0, 0, 0, 1]): QueuedSubmission => ({
  clientId,
  kind: 'phq9',
  jawaban: jawaban as never,
  takenAt: '2026-11-27T02:00:00.000Z',
});

describe('the offline queue', () => {
  it('reads back what it stored, in order', () => {
    const list = [srq('aaaaaaaa'), phq('bbbbbbbb')];
    expect(parseQueue(JSON.stringify(list))).toEqual(list);
  });

  it('drops malformed entries one by one and survives bad JSON', () => {
    const raw = JSON.stringify([
      srq('aaaaaaaa'),
      { ...srq('bbbbbbbb'), jawaban: [2] },
      { ...phq('cccccccc'), jawaban: [1, 1] },
      { ...phq('dddddddd'), kind: 'bdi' },
      { ...srq('eeeeeeee'), takenAt: 'kemarin' },
      { ...srq(''), clientId: '' },
      phq('ffffffff'),
    ]);
    expect(parseQueue(raw).map((e) => e.clientId)).toEqual(['aaaaaaaa', 'ffffffff']);
    expect(parseQueue('{oops')).toEqual([]);
    expect(parseQueue('{"a":1}')).toEqual([]);
    expect(parseQueue(null)).toEqual([]);
  });

  it('keeps one entry per clientId, the newest last, and at most the limit', () => {
    const once = withQueued(withQueued([srq('aaaaaaaa')], phq('bbbbbbbb')), srq('aaaaaaaa'));
    expect(once.map((e) => e.clientId)).toEqual(['bbbbbbbb', 'aaaaaaaa']);
    let long: QueuedSubmission[] = [];
    for (let i = 0; i < queueLimit + 5; i++) long = withQueued(long, srq(`id-${String(i).padStart(6, '0')}`));
    expect(long).toHaveLength(queueLimit);
    expect(long[0]!.clientId).toBe('id-000005');
    expect(withoutQueued(once, 'aaaaaaaa').map((e) => e.clientId)).toEqual(['bbbbbbbb']);
  });

  it('scores waiting PHQ-9 results by the server’s rule, newest first, item 9 meaning crisis', () => {
    const list = [phq('older', [0, 0, 0, 0, 0, 0, 0, 0, 0]), srq('srq-0001'), phq('newer')];
    expect(pendingResultsOf(list, 'phq9')).toEqual([
      expect.objectContaining({ clientId: 'newer', score: 4, band: 'minimal', crisis: true }),
      expect.objectContaining({ clientId: 'older', score: 0, band: 'minimal', crisis: false }),
    ]);
    expect(pendingResultsOf(list, 'gad7')).toEqual([]);
  });
});
