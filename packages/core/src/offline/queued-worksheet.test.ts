import { describe, expect, it } from 'vitest';
import { queuedWorksheetOf, type QueuedWorksheet } from './queued-worksheet';
import {
  parseQueue,
  queueLimit,
  sendableOf,
  withQueued,
  withRefused,
  type QueuedSubmission,
} from './submission-queue';

const sheet = (clientId: string, nomor = 1, refused?: string): QueuedWorksheet => ({
  clientId,
  kind: 'worksheet',
  code: 'aktivasi-perilaku',
  nomor,
  worksheet: { tanda: 'Sulit bangun' },
  phq9: [1, 1, 0, 0, 0, 0, 0, 0, 0],
  takenAt: '2026-11-29T01:00:00.000Z',
  ...(refused === undefined ? {} : { refused }),
});
const srq = (clientId: string): QueuedSubmission => ({
  clientId,
  kind: 'srq29',
  jawaban: [0, 1],
  revision: 'r1',
  takenAt: '2026-11-29T01:00:00.000Z',
});

describe('a worksheet waiting in the offline queue', () => {
  it('reads back as stored, a refusal included; a malformed one is dropped alone', () => {
    const list = [sheet('aaaaaaaa'), sheet('bbbbbbbb', 2, 'Selesaikan sesi sebelumnya terlebih dahulu.')];
    const raw = JSON.stringify([
      ...list,
      { ...sheet('cccccccc'), phq9: [1, 2] },
      { ...sheet('dddddddd'), nomor: 0 },
      { ...sheet('eeeeeeee'), worksheet: { tanda: 3 } },
      { ...sheet('ffffffff'), refused: true },
      { ...sheet('gggggggg'), code: '' },
    ]);
    expect(parseQueue(raw)).toEqual(list);
  });

  it('is one per session: filling it again replaces the waiting one', () => {
    const list = withQueued(
      withQueued([sheet('aaaaaaaa', 1), sheet('bbbbbbbb', 2)], srq('cccccccc')),
      sheet('dddddddd', 1),
    );
    expect(list.map((entry) => entry.clientId)).toEqual(['bbbbbbbb', 'cccccccc', 'dddddddd']);
    expect(queuedWorksheetOf(list, 'aktivasi-perilaku', 1)?.clientId).toBe('dddddddd');
    expect(queuedWorksheetOf(list, 'aktivasi-perilaku', 3)).toBeUndefined();
  });

  it('never drops off past the limit: the oldest tests go instead', () => {
    let list: QueuedSubmission[] = [sheet('worksheet-1')];
    for (let i = 0; i < queueLimit + 5; i++) list = withQueued(list, srq(`id-${String(i).padStart(6, '0')}`));
    expect(list).toHaveLength(queueLimit);
    expect(list[0]!.clientId).toBe('worksheet-1');
    expect(list[1]!.clientId).toBe('id-000006');
  });

  it('once refused it stays, with the reason, but is no longer sent on its own', () => {
    const list = withRefused(
      [sheet('aaaaaaaa'), srq('bbbbbbbb')],
      'aaaaaaaa',
      'Anda belum memulai program ini.',
    );
    expect(list[0]).toEqual(sheet('aaaaaaaa', 1, 'Anda belum memulai program ini.'));
    expect(sendableOf(list).map((entry) => entry.clientId)).toEqual(['bbbbbbbb']);
    expect(withRefused([srq('bbbbbbbb')], 'bbbbbbbb', 'x')).toEqual([srq('bbbbbbbb')]);
  });
});
