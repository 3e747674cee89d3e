import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversationOf, sent } from '../../../../test/chat';
import { createStaff, registerUser, useTestApp, type Account } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';

const t = useTestApp();
let counsellor: Account;
let supervisor: Account;
beforeAll(async () => {
  counsellor = await createStaff(t.app, 'counsellor');
  supervisor = await createStaff(t.app, 'supervisor');
});

interface Row {
  id: number;
  user: { id: number; username: string };
  assignee: { id: number } | null;
  risk: boolean;
  overdue: boolean;
  waitingSeconds: number;
  lastMessage: string | null;
}

const live = async (as: Account) => {
  const response = await injectAs(t.app, as)('GET', '/api/admin/supervision/live');
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json().conversations as Row[];
};

async function writes(text: string) {
  const person = await registerUser(t.app);
  const id = await conversationOf(t.app, person);
  await sent(t.app, person, id, text);
  return { person, id };
}

describe('GET /api/admin/supervision/live', () => {
  it('lists every open conversation, at risk first, then overdue, then the longest wait', async () => {
    const calm = await writes('Halo, saya mau tanya jadwal konselor.');
    const waited = await writes('Sudah seminggu saya tidak bisa tidur.');
    await t.app.db.execute(
      sql`update conversations set awaiting_since = now() - interval '3 minutes' where id = ${waited.id}`,
    );
    const late = await writes('Saya bingung harus bicara dengan siapa.');
    await t.app.db.execute(
      sql`update conversations set awaiting_since = now() - interval '40 minutes', first_response_due_at = now() - interval '10 minutes' where id = ${late.id}`,
    );
    const risky = await writes('Saya ingin bunuh diri malam ini.');
    const answered = await writes('Terima kasih sudah mendengarkan.');
    await injectAs(t.app, counsellor)('PATCH', `/api/admin/chat/conversations/${answered.id}`, {
      assigneeId: counsellor.id,
    });
    await sent(t.app, counsellor, answered.id, 'Sama-sama, kami di sini.');
    // Opened but never started, and resolved: not on the console.
    const silent = await registerUser(t.app);
    const silentId = await conversationOf(t.app, silent);
    const done = await writes('Sudah lebih baik, terima kasih.');
    await injectAs(t.app, counsellor)('PATCH', `/api/admin/chat/conversations/${done.id}`, {
      status: 'resolved',
    });

    const rows = await live(supervisor);
    const ids = rows.map((row) => row.id);
    expect(ids).not.toContain(silentId);
    expect(ids).not.toContain(done.id);
    const ours = rows.filter((row) => [calm, waited, late, risky, answered].some((c) => c.id === row.id));
    expect(ours.map((row) => row.id).slice(0, 3)).toEqual([risky.id, late.id, waited.id]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(risky.id)).toMatchObject({ risk: true, user: { username: risky.person.username } });
    expect(byId.get(late.id)).toMatchObject({ risk: false, overdue: true });
    expect(byId.get(late.id)!.waitingSeconds).toBeGreaterThanOrEqual(40 * 60);
    expect(byId.get(waited.id)!.waitingSeconds).toBeGreaterThanOrEqual(3 * 60);
    expect(byId.get(answered.id)).toMatchObject({
      waitingSeconds: 0,
      assignee: { id: counsellor.id },
      lastMessage: 'Sama-sama, kami di sini.',
    });
  });

  it('is for supervisors and admins: a counsellor and a user get 403, a visitor 401', async () => {
    expect((await injectAs(t.app, counsellor)('GET', '/api/admin/supervision/live')).statusCode).toBe(403);
    expect(
      (await injectAs(t.app, await registerUser(t.app))('GET', '/api/admin/supervision/live')).statusCode,
    ).toBe(403);
    expect((await injectAs(t.app, null)('GET', '/api/admin/supervision/live')).statusCode).toBe(401);
    expect(await live(await createStaff(t.app, 'admin'))).toEqual(expect.any(Array));
  });
});
