import { randomUUID } from 'node:crypto';
import { reportMessages } from '@sehat/core/reports/messages';
import type { ChatReport } from '@sehat/core/reports/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatRatings, chatResolutions, messages } from '../../../db/schema/index';
import { conversationOf } from '../../../../test/chat';
import { type Account, createAdmin, registerUser, useTestApp } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';

const t = useTestApp();
let admin: Account;

/** A wall-clock time in Jakarta, the service's default zone. */
const at = (local: string) => new Date(`${local}:00+07:00`);

/**
 * A known history on 3–4 March 2025, with requests just outside the range on both sides:
 * seven requests for help start inside it (see the expectations below).
 */
async function seedHistory() {
  const conversation = async () => conversationOf(t.app, await registerUser(t.app));
  const ids = {
    a: await conversation(),
    b: await conversation(),
    c: await conversation(),
    d: await conversation(),
    e: await conversation(),
    h: await conversation(),
    i: await conversation(),
    before: await conversation(),
    after: await conversation(),
  };
  const owners = new Map<number, number>();
  for (const id of Object.values(ids)) {
    const [row] = await t.app.db.query.conversations.findMany({ where: (c, { eq }) => eq(c.id, id) });
    owners.set(id, row!.userId);
  }
  const user = (conversationId: number, local: string, crisis = false) => ({
    conversationId,
    senderId: owners.get(conversationId)!,
    senderRole: 'user' as const,
    clientId: randomUUID(),
    type: 'text' as const,
    body: 'Pesan',
    crisis,
    createdAt: at(local),
  });
  const reply = (conversationId: number, local: string, automatic = false) => ({
    ...user(conversationId, local),
    senderId: admin.id,
    senderRole: 'admin' as const,
    automatic,
  });
  await t.app.db.insert(messages).values([
    user(ids.a, '2025-03-03T09:00'),
    reply(ids.a, '2025-03-03T09:00', true),
    reply(ids.a, '2025-03-03T09:02'),
    user(ids.b, '2025-03-03T10:00', true),
    reply(ids.b, '2025-03-03T10:10'),
    user(ids.c, '2025-03-03T10:30'),
    user(ids.d, '2025-03-03T10:45'),
    reply(ids.d, '2025-03-03T10:46'),
    user(ids.d, '2025-03-03T10:50'),
    user(ids.e, '2025-03-04T09:15'),
    reply(ids.e, '2025-03-04T09:20'),
    user(ids.a, '2025-03-04T14:00'),
    reply(ids.a, '2025-03-04T14:45'),
    user(ids.i, '2025-03-04T20:00'),
    // Began the day before the range, answered inside it: not this range's request.
    user(ids.h, '2025-03-02T23:00'),
    user(ids.h, '2025-03-03T08:00'),
    reply(ids.h, '2025-03-03T08:05'),
    user(ids.before, '2025-03-02T23:59'),
    user(ids.after, '2025-03-05T00:10'),
  ]);
  const resolved = async (conversationId: number, local: string, score?: number) => {
    const [resolution] = await t.app.db
      .insert(chatResolutions)
      .values({ conversationId, resolvedAt: at(local) })
      .returning();
    if (score) {
      await t.app.db.insert(chatRatings).values({ conversationId, resolutionId: resolution!.id, score });
    }
  };
  await resolved(ids.a, '2025-03-03T09:30', 5);
  await resolved(ids.b, '2025-03-03T10:40', 4);
  await resolved(ids.c, '2025-03-03T11:00', 2);
  await resolved(ids.e, '2025-03-04T09:40', 3);
  await resolved(ids.a, '2025-03-04T15:00', 1);
}

beforeAll(async () => {
  admin = await createAdmin(t.app);
  await seedHistory();
});

const report = async (query: string) => {
  const response = await injectAs(t.app, admin)('GET', `/api/admin/reports/chat?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChatReport>();
};

describe('GET /api/admin/reports/chat', () => {
  it('counts the requests that began in the range against the targets', async () => {
    const figures = await report('from=2025-03-03&to=2025-03-04');
    expect(figures).toMatchObject({
      from: '2025-03-03',
      to: '2025-03-04',
      timezone: 'Asia/Jakarta',
      conversations: 7,
      // Replies after 120, 600 (risky), 60, 300 and 2700 seconds.
      firstResponse: { p50Seconds: 300, p90Seconds: 2700 },
      withinTarget: 3,
      // One resolved without a reply, one waiting for more than a day.
      abandoned: 2,
      risky: 1,
      rating: { average: 3, count: 5 },
      display: { conversations: '7', withinTarget: '<5', abandoned: '<5', risky: '<5', ratingCount: '5' },
    });
    expect(figures.byDay.map((day) => [day.date, day.conversations, day.display.conversations])).toEqual([
      ['2025-03-03', 4, '<5'],
      ['2025-03-04', 3, '<5'],
    ]);
    expect(figures.byDay[0]!.firstResponse).toEqual({ p50Seconds: 120, p90Seconds: 600 });
    expect(figures.byDay[0]!.rating).toEqual({ average: null, count: 3 });
    expect(figures.byHour).toHaveLength(24);
    const busy = figures.byHour.filter((hour) => hour.conversations > 0);
    expect(busy.map((hour) => [hour.hour, hour.conversations, hour.risky])).toEqual([
      [9, 2, 0],
      [10, 3, 1],
      [14, 1, 0],
      [20, 1, 0],
    ]);
    expect(figures.byHour[3]!.display.conversations).toBe('0');
  });

  it('lists every day of a range, empty days too', async () => {
    const figures = await report('from=2025-03-01&to=2025-03-03');
    expect(figures.byDay.map((day) => day.display.conversations)).toEqual(['0', '<5', '<5']);
    expect(figures.conversations).toBe(6);
    const empty = await report('from=2024-01-01&to=2024-01-01');
    expect(empty).toMatchObject({
      conversations: 0,
      firstResponse: { p50Seconds: null },
      rating: { average: null },
    });
  });

  it('refuses a date that is no date, a reversed range or one longer than a year', async () => {
    const as = injectAs(t.app, admin);
    const cases: [string, string][] = [
      ['from=2025-02-30&to=2025-03-01', reportMessages.dateInvalid],
      ['from=2025-03-04&to=2025-03-03', reportMessages.rangeReversed],
      ['from=2024-01-01&to=2025-03-01', reportMessages.rangeTooLong(366)],
      ['to=2025-03-01', reportMessages.dateInvalid],
    ];
    for (const [query, message] of cases) {
      const response = await as('GET', `/api/admin/reports/chat?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
  });

  it('is for admins only', async () => {
    const person = await registerUser(t.app);
    expect(
      (await injectAs(t.app, person)('GET', '/api/admin/reports/chat?from=2025-03-03&to=2025-03-04'))
        .statusCode,
    ).toBe(403);
    expect(
      (await injectAs(t.app, null)('GET', '/api/admin/reports/chat.csv?from=2025-03-03&to=2025-03-04'))
        .statusCode,
    ).toBe(401);
  });
});

describe('GET /api/admin/reports/chat.csv', () => {
  it('downloads the report as a CSV file with small counts written "<5"', async () => {
    const response = await injectAs(t.app, admin)(
      'GET',
      '/api/admin/reports/chat.csv?from=2025-03-03&to=2025-03-04',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="laporan-chat-2025-03-03-2025-03-04.csv"',
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 1 + 2 + 24);
    expect(lines[1]).toBe('Total,2025-03-03 s.d. 2025-03-04,,7,300,2700,<5,<5,<5,3,5');
    expect(lines[2]).toBe('Per hari,2025-03-03,,<5,120,600,<5,<5,<5,,<5');
    expect(lines[4 + 10]).toBe('Per jam,,10.00,<5,60,600,<5,<5,<5,,<5');
  });
});
