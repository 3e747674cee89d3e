import { parseQueue, type QueuedSubmission } from '@sehat/core/offline/submission-queue';
import { scoredScreeningCodes } from '@sehat/core/screenings/instruments';
import { describe, expect, it } from 'vitest';
import { offlineSenders } from './offline-senders';

const takenAt = '2026-11-29T08:00:00.000Z';
/** One entry of every kind the stored queue accepts (parseQueue drops any other). */
const oneOfEachKind: unknown[] = [
  { clientId: 'tes-1', kind: 'srq29', jawaban: Array(29).fill(0), revision: 'r1', takenAt },
  ...scoredScreeningCodes.map((kind) => ({
    clientId: `tes-${kind}`,
    kind,
    jawaban: Array(kind === 'phq9' ? 9 : 7).fill(0),
    takenAt,
  })),
  {
    clientId: 'lembar-1',
    kind: 'worksheet',
    code: 'tidur',
    nomor: 1,
    worksheet: { tanda: 'Sulit bangun' },
    phq9: Array(9).fill(0),
    takenAt,
  },
];

describe('the offline senders', () => {
  it('register a sender for every kind of entry the queue holds, and for no other', () => {
    const kinds = parseQueue(JSON.stringify(oneOfEachKind)).map((entry: QueuedSubmission) => entry.kind);
    expect(kinds).toHaveLength(oneOfEachKind.length);
    expect(Object.keys(offlineSenders).sort()).toEqual([...kinds].sort());
    for (const kind of kinds) expect(offlineSenders[kind].send).toBeTypeOf('function');
  });
});
