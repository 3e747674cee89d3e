// @vitest-environment happy-dom
import type { QueuedSubmission } from '@sehat/core/offline/submission-queue';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { sendQueue, type OfflineSender, type OfflineSenders } from './send-queue';
import { clearQueue, enqueue, getQueue } from './submission-queue';

const takenAt = '2026-11-29T08:00:00.000Z';
const srq29 = (clientId: string): QueuedSubmission => ({
  clientId,
  kind: 'srq29',
  jawaban: Array<0 | 1>(29).fill(0),
  revision: 'r1',
  takenAt,
});
const worksheet: QueuedSubmission = {
  clientId: 'lembar-1',
  kind: 'worksheet',
  code: 'tidur',
  nomor: 1,
  worksheet: { tanda: 'Sulit bangun' },
  phq9: Array(9).fill(0),
  takenAt,
};

/** Senders that answer as `answer` says for each clientId, recording what they were given. */
function sendersAnswering(answer: (clientId: string) => Error | null) {
  const sent: string[] = [];
  const sender = (whenRefused: 'drop' | 'keep'): OfflineSender<QueuedSubmission> => ({
    send: async ({ clientId }) => {
      sent.push(clientId);
      const error = answer(clientId);
      if (error) throw error;
    },
    whenRefused,
  });
  const tests = sender('drop');
  const senders: OfflineSenders = { srq29: tests, phq9: tests, gad7: tests, worksheet: sender('keep') };
  return { senders, sent };
}

const refusal = new ApiError(409, 'HTTP_409', 'Pertanyaannya sudah berubah.');
const offline = new ApiError(0, 'HTTP_0', 'Tidak ada koneksi.');

afterEach(() => {
  clearQueue();
  vi.restoreAllMocks();
});

describe('sendQueue', () => {
  it("sends each entry through its kind's sender, oldest first, and removes what was stored", async () => {
    enqueue(srq29('tes-1'));
    enqueue(worksheet);
    const { senders, sent } = sendersAnswering(() => null);
    await expect(sendQueue(senders)).resolves.toBe(2);
    expect(sent).toEqual(['tes-1', 'lembar-1']);
    expect(getQueue()).toEqual([]);
  });

  it('stops at a failure worth retrying and keeps the rest waiting', async () => {
    enqueue(srq29('tes-1'));
    enqueue(srq29('tes-2'));
    const { senders, sent } = sendersAnswering(() => offline);
    await expect(sendQueue(senders)).resolves.toBe(0);
    expect(sent).toEqual(['tes-1']);
    expect(getQueue().map((entry) => entry.clientId)).toEqual(['tes-1', 'tes-2']);
  });

  it('drops a refused test but keeps a refused worksheet with the reason, as their senders say', async () => {
    enqueue(srq29('tes-1'));
    enqueue(worksheet);
    const { senders } = sendersAnswering(() => refusal);
    await expect(sendQueue(senders)).resolves.toBe(0);
    expect(getQueue()).toEqual([{ ...worksheet, refused: 'Pertanyaannya sudah berubah.' }]);
  });
});
