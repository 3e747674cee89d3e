import { and, eq } from 'drizzle-orm';
import { dateIn } from '@sehat/core/time/date-in';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, notifications } from '../../../db/schema/index';
import { resolvedConversation } from '../../../../test/chat';
import { createStaff, registerUser, useTestApp, type Account } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';

const t = useTestApp();
let counsellor: Account;
let other: Account;
let supervisor: Account;
beforeAll(async () => {
  counsellor = await createStaff(t.app, 'counsellor');
  other = await createStaff(t.app, 'counsellor');
  supervisor = await createStaff(t.app, 'supervisor');
});

const scores = { engagement: 4, collaboration: 3, safetyAssessment: 5 };
let today: string;
let period: string;
beforeAll(async () => {
  today = dateIn(new Date(), (await t.app.serviceHours.current()).timezone);
  period = `from=${today}&to=${today}`;
});

const resolved = (text: string, by: Account = counsellor) => resolvedConversation(t.app, text, by);

const auditActions = async (username: string) =>
  t.app.db
    .select({ action: adminAuditLog.action, details: adminAuditLog.details })
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetUsername, username));

describe('POST/GET /api/admin/chat/conversations/:id/reviews', () => {
  it('stores a review of the resolved conversation for its counsellor, audited without its words', async () => {
    const { person, id } = await resolved('Saya sedih sekali minggu ini.');
    const as = injectAs(t.app, supervisor);
    const created = await as('POST', `/api/admin/chat/conversations/${id}/reviews`, {
      scores,
      comment: 'Pertanyaan keselamatan tepat waktu.',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().review).toMatchObject({
      scores,
      comment: 'Pertanyaan keselamatan tepat waktu.',
      reviewer: { id: supervisor.id },
      counsellor: { id: counsellor.id },
      resolutionId: expect.any(Number),
    });
    const listed = await as('GET', `/api/admin/chat/conversations/${id}/reviews`);
    expect(listed.json().reviews).toHaveLength(1);
    const audit = await auditActions(person.username);
    expect(audit).toEqual([{ action: 'chat.reviewed', details: {} }]);
  });

  it('refuses a score outside 1–5 in Indonesian and stores nothing', async () => {
    const { id } = await resolved('Halo, saya mau bertanya.');
    const as = injectAs(t.app, supervisor);
    const bad = await as('POST', `/api/admin/chat/conversations/${id}/reviews`, {
      scores: { ...scores, safetyAssessment: 6 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Nilai Penilaian keselamatan harus 1 sampai 5.');
    expect((await as('GET', `/api/admin/chat/conversations/${id}/reviews`)).json().reviews).toEqual([]);
  });

  it('is for supervision: a counsellor gets 403, a visitor 401', async () => {
    const { id } = await resolved('Terima kasih.');
    const path = `/api/admin/chat/conversations/${id}/reviews`;
    expect((await injectAs(t.app, counsellor)('POST', path, { scores })).statusCode).toBe(403);
    expect((await injectAs(t.app, counsellor)('GET', path)).statusCode).toBe(403);
    expect((await injectAs(t.app, null)('POST', path, { scores })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/supervision/sample', () => {
  it('holds every risky resolution and a stable 10 % of the rest, risky first, with whether reviewed', async () => {
    const risky = await resolved('Saya ingin bunuh diri malam ini.');
    const plain = await Promise.all(
      Array.from({ length: 30 }, (_, index) => resolved(`Pertanyaan jadwal nomor ${index}.`)),
    );
    const as = injectAs(t.app, supervisor);
    const first = await as('GET', `/api/admin/supervision/sample?${period}`);
    expect(first.statusCode, first.body).toBe(200);
    const rows = first.json().conversations as { id: number; risky: boolean; reviewed: boolean }[];
    expect(rows[0]).toMatchObject({ risky: true });
    expect(rows.find((row) => row.id === risky.id)).toMatchObject({ risky: true, reviewed: false });
    const drawn = rows.filter((row) => plain.some((p) => p.id === row.id));
    expect(drawn.length).toBeLessThan(plain.length);
    expect(drawn.every((row) => !row.risky)).toBe(true);

    await as('POST', `/api/admin/chat/conversations/${risky.id}/reviews`, { scores });
    const again = (await as('GET', `/api/admin/supervision/sample?${period}`)).json().conversations as {
      id: number;
      reviewed: boolean;
    }[];
    expect(again.map((row) => row.id).sort()).toEqual(rows.map((row) => row.id).sort());
    expect(again.find((row) => row.id === risky.id)).toMatchObject({ reviewed: true });
  });

  it('refuses a bad period in Indonesian; a counsellor 403, a visitor 401', async () => {
    const as = injectAs(t.app, supervisor);
    const bad = await as('GET', `/api/admin/supervision/sample?from=${today}&to=2020-01-01`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/tanggal/i);
    expect(
      (await injectAs(t.app, counsellor)('GET', `/api/admin/supervision/sample?${period}`)).statusCode,
    ).toBe(403);
    expect((await injectAs(t.app, null)('GET', `/api/admin/supervision/sample?${period}`)).statusCode).toBe(
      401,
    );
  });
});

describe('care after a risky conversation', () => {
  it('owes its counsellor a debrief due in 24 h and offers a wellbeing check; not after a plain one', async () => {
    const mine = injectAs(t.app, other);
    const before = (await mine('GET', '/api/admin/wellbeing/debriefs')).json().debriefs.length;
    await resolved('Pertanyaan biasa saja.', other);
    expect((await mine('GET', '/api/admin/wellbeing/debriefs')).json().debriefs).toHaveLength(before);

    const { person, id } = await resolved('Saya ingin mati saja.', other);
    const open = (await mine('GET', '/api/admin/wellbeing/debriefs')).json().debriefs as {
      id: number;
      conversationId: number;
      resolvedAt: string;
      dueAt: string;
      overdue: boolean;
    }[];
    const debrief = open.find((d) => d.conversationId === id)!;
    expect(Date.parse(debrief.dueAt) - Date.parse(debrief.resolvedAt)).toBe(24 * 60 * 60_000);
    expect(debrief.overdue).toBe(false);
    const offers = await t.app.db
      .select({ kind: notifications.kind, link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.userId, other.id), eq(notifications.kind, 'care_offer')));
    expect(offers).toEqual([{ kind: 'care_offer', link: '/admin/kesejahteraan' }]);

    const console = (await injectAs(t.app, supervisor)('GET', '/api/admin/supervision/debriefs')).json();
    expect(console.debriefs.some((d: { id: number }) => d.id === debrief.id)).toBe(true);
    expect((await injectAs(t.app, counsellor)('GET', '/api/admin/supervision/debriefs')).statusCode).toBe(
      403,
    );

    // Another counsellor may not mark it; a supervisor may, once, with who and when.
    const path = `/api/admin/wellbeing/debriefs/${debrief.id}/held`;
    const refused = await injectAs(t.app, counsellor)('POST', path);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'Hanya konselornya sendiri atau supervisor yang dapat menandai debriefing ini.',
    );
    const held = await injectAs(t.app, supervisor)('POST', path);
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().debrief).toMatchObject({ heldBy: { id: supervisor.id }, heldAt: expect.any(String) });
    expect((await mine('GET', '/api/admin/wellbeing/debriefs')).json().debriefs).toHaveLength(before);
    expect((await auditActions(person.username)).map((row) => row.action)).toContain('chat.debrief_held');
    expect(
      (await injectAs(t.app, other)('POST', '/api/admin/wellbeing/debriefs/999999/held')).statusCode,
    ).toBe(404);
  });

  it("keeps one's wellbeing entries one's own, refuses a bad score in Indonesian", async () => {
    const mine = injectAs(t.app, counsellor);
    const created = await mine('POST', '/api/admin/wellbeing', { score: 2, note: 'Berat hari ini.' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().entry).toMatchObject({ score: 2, note: 'Berat hari ini.' });
    const bad = await mine('POST', '/api/admin/wellbeing', { score: 9 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Pilih nilai 1 sampai 5.');
    expect((await mine('GET', '/api/admin/wellbeing')).json().entries).toEqual([created.json().entry]);
    expect((await injectAs(t.app, supervisor)('GET', '/api/admin/wellbeing')).json().entries).toEqual([]);
    expect((await injectAs(t.app, await registerUser(t.app))('GET', '/api/admin/wellbeing')).statusCode).toBe(
      403,
    );
    expect((await injectAs(t.app, null)('POST', '/api/admin/wellbeing', { score: 3 })).statusCode).toBe(401);
  });
});
