import { randomUUID } from 'node:crypto';
import { reportMessages } from '@sehat/core/reports/messages';
import type { CoverageReport } from '@sehat/core/shifts/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatResolutions, messages } from '../../../db/schema/index';
import { conversationOf } from '../../../../test/chat';
import { type Account, createStaff, registerUser, useTestApp } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';

const t = useTestApp();
let supervisor: Account;
let counsellor: Account;
let night: Account;

/** A wall-clock time in Jakarta, the service's default zone. */
const at = (local: string) => new Date(`${local}:00+07:00`);

/**
 * Monday 2 and Tuesday 3 June 2025. The counsellor works Monday 09:00–17:00, the night
 * counsellor 22:00–midnight both days; nobody after midnight. Three people begin at 09:xx on
 * Monday (answered after 4, 10 and 10 minutes), one at 00:30 on Tuesday (never answered), one
 * the day after the range.
 */
async function seedHistory() {
  const shifts = await injectAs(t.app, supervisor)('PUT', '/api/admin/shifts', {
    shifts: [
      { counsellorId: counsellor.id, day: 1, start: '09:00', end: '17:00' },
      { counsellorId: night.id, day: 1, start: '22:00', end: '00:00' },
      { counsellorId: night.id, day: 2, start: '22:00', end: '00:00' },
    ],
  });
  expect(shifts.statusCode, shifts.body).toBe(200);
  const people = await Promise.all([1, 2, 3, 4, 5].map(() => registerUser(t.app)));
  const ids = await Promise.all(people.map((person) => conversationOf(t.app, person)));
  const user = (index: number, local: string) => ({
    conversationId: ids[index]!,
    senderId: people[index]!.id,
    senderRole: 'user' as const,
    clientId: randomUUID(),
    type: 'text' as const,
    body: 'Pesan',
    createdAt: at(local),
  });
  const reply = (index: number, local: string) => ({
    ...user(index, local),
    senderId: counsellor.id,
    senderRole: 'admin' as const,
  });
  await t.app.db
    .insert(messages)
    .values([
      user(0, '2025-06-02T09:10'),
      reply(0, '2025-06-02T09:14'),
      user(1, '2025-06-02T09:40'),
      reply(1, '2025-06-02T09:50'),
      user(2, '2025-06-02T09:55'),
      reply(2, '2025-06-02T10:05'),
      user(3, '2025-06-03T00:30'),
      user(4, '2025-06-04T09:00'),
    ]);
  await t.app.db
    .insert(chatResolutions)
    .values({ conversationId: ids[3]!, resolvedAt: at('2025-06-03T01:00') });
}

beforeAll(async () => {
  supervisor = await createStaff(t.app, 'supervisor');
  counsellor = await createStaff(t.app, 'counsellor');
  night = await createStaff(t.app, 'counsellor');
  await seedHistory();
});

const url = '/api/admin/reports/coverage?from=2025-06-02&to=2025-06-03';

describe('GET /api/admin/reports/coverage', () => {
  it('gives every hour of the day: staffed on average over the dates, people waiting, their median first response', async () => {
    const response = await injectAs(t.app, supervisor)('GET', url);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<CoverageReport>();
    expect(report).toMatchObject({ from: '2025-06-02', to: '2025-06-03', timezone: 'Asia/Jakarta' });
    expect(report.byHour.map((row) => row.hour)).toEqual(Array.from({ length: 24 }, (_, hour) => hour));
    const byHour = new Map(report.byHour.map((row) => [row.hour, row]));
    expect(byHour.get(9)).toEqual({ hour: 9, staffed: 0.5, waiting: 3, firstResponseP50Seconds: 600 });
    // The gap after midnight: someone waited and nobody was on shift.
    expect(byHour.get(0)).toEqual({ hour: 0, staffed: 0, waiting: 1, firstResponseP50Seconds: null });
    expect(byHour.get(22)).toEqual({ hour: 22, staffed: 1, waiting: 0, firstResponseP50Seconds: null });
    expect(byHour.get(16)).toMatchObject({ staffed: 0.5, waiting: 0 });
    expect(report.byHour.reduce((sum, row) => sum + row.waiting, 0)).toBe(4);
  });

  it('downloads the same rows as CSV, small counts as "<5"', async () => {
    const response = await injectAs(t.app, supervisor)('GET', url.replace('coverage', 'coverage.csv'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('laporan-cakupan-2025-06-02-2025-06-03.csv');
    expect(response.body).toContain('09.00,0.5,<5,600');
  });

  it('answers a counsellor 403, a visitor 401 and a reversed range 400 in Indonesian', async () => {
    expect((await injectAs(t.app, counsellor)('GET', url)).statusCode).toBe(403);
    expect((await injectAs(t.app, null)('GET', url)).statusCode).toBe(401);
    const reversed = await injectAs(t.app, supervisor)(
      'GET',
      '/api/admin/reports/coverage?from=2025-06-03&to=2025-06-02',
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.message).toBe(reportMessages.rangeReversed);
  });
});
