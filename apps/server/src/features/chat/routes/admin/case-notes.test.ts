import { caseNoteMessages } from '@sehat/core/chat/case-messages';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversationOf, sent } from '../../../../../test/chat';
import { type Account, createAdmin, registerUser, uniqueName, useTestApp } from '../../../../../test/helper';
import { injectAs } from '../../../../../test/inject-as';

const t = useTestApp();
let admin: Account;
let colleague: Account;
beforeAll(async () => {
  admin = await createAdmin(t.app);
  colleague = await createAdmin(t.app);
});

const notesUrl = (id: number) => `/api/admin/chat/conversations/${id}/notes`;
const summaryUrl = (id: number) => `/api/admin/chat/conversations/${id}/summary`;

async function waitingPerson() {
  const person = await registerUser(t.app);
  const id = await conversationOf(t.app, person);
  await sent(t.app, person, id, 'Saya susah tidur berminggu-minggu');
  return { person, id };
}

describe('private notes and the case summary', () => {
  it('keeps notes with their author and time, oldest first, for every counsellor', async () => {
    const { id } = await waitingPerson();
    const first = await injectAs(t.app, admin)('POST', notesUrl(id), { text: '  Sudah ditawari rujukan.  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json().note).toMatchObject({
      text: 'Sudah ditawari rujukan.',
      author: { id: admin.id, fullName: expect.stringContaining('Admin') },
    });
    await injectAs(t.app, colleague)('POST', notesUrl(id), { text: 'Menelepon keluarga besok.' });

    const listed = await injectAs(t.app, colleague)('GET', notesUrl(id));
    expect(listed.statusCode).toBe(200);
    const notes = listed.json().notes as { text: string; author: { id: number }; createdAt: string }[];
    expect(notes.map((note) => [note.text, note.author.id])).toEqual([
      ['Sudah ditawari rujukan.', admin.id],
      ['Menelepon keluarga besok.', colleague.id],
    ]);
    expect(Number.isNaN(Date.parse(notes[0]!.createdAt))).toBe(false);
  });

  it('saves one summary per conversation, replaced by the next counsellor', async () => {
    const { id } = await waitingPerson();
    expect((await injectAs(t.app, admin)('GET', summaryUrl(id))).json()).toEqual({ summary: null });
    const saved = await injectAs(t.app, admin)('PUT', summaryUrl(id), {
      riskLevel: 'tinggi',
      referralMade: false,
      followUp: 'Tanyakan lagi soal rencana keselamatan.',
    });
    expect(saved.statusCode).toBe(200);
    await injectAs(t.app, colleague)('PUT', summaryUrl(id), { riskLevel: 'sedang', referralMade: true });
    const read = await injectAs(t.app, admin)('GET', summaryUrl(id));
    expect(read.json().summary).toMatchObject({
      riskLevel: 'sedang',
      referralMade: true,
      followUp: '',
      updatedBy: { id: colleague.id },
    });
  });

  it('answers bad input with a clear 400 and stores nothing', async () => {
    const { id } = await waitingPerson();
    const empty = await injectAs(t.app, admin)('POST', notesUrl(id), { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(caseNoteMessages.noteEmpty);
    const risk = await injectAs(t.app, admin)('PUT', summaryUrl(id), {
      riskLevel: 'parah',
      referralMade: true,
    });
    expect(risk.statusCode).toBe(400);
    expect(risk.json().error.message).toBe(caseNoteMessages.riskLevelInvalid);
    expect((await injectAs(t.app, admin)('GET', notesUrl(id))).json().notes).toEqual([]);
    expect((await injectAs(t.app, admin)('GET', notesUrl(999_999))).statusCode).toBe(404);
  });

  it('records each note and summary change in the audit log, without their text', async () => {
    const { person, id } = await waitingPerson();
    const secret = uniqueName('rahasia');
    await injectAs(t.app, admin)('POST', notesUrl(id), { text: `Catatan ${secret}` });
    await injectAs(t.app, admin)('PUT', summaryUrl(id), {
      riskLevel: 'rendah',
      referralMade: false,
      followUp: secret,
    });
    const log = await injectAs(t.app, admin)('GET', '/api/admin/audit-log?limit=10');
    expect(log.statusCode).toBe(200);
    const entries = (
      log.json().entries as { action: string; actor: { id: number }; target: { id: number } }[]
    ).filter((entry) => entry.target?.id === person.id);
    expect(entries.map((entry) => [entry.action, entry.actor.id])).toEqual([
      ['chat.summary_updated', admin.id],
      ['chat.note_added', admin.id],
    ]);
    expect(log.body).not.toContain(secret);
  });

  it('is for counsellors only: a person cannot read or write notes, not even on their own conversation', async () => {
    const { person, id } = await waitingPerson();
    const as = injectAs(t.app, person);
    expect((await as('GET', notesUrl(id))).statusCode).toBe(403);
    expect((await as('POST', notesUrl(id), { text: 'Saya baik-baik saja' })).statusCode).toBe(403);
    expect((await as('GET', summaryUrl(id))).statusCode).toBe(403);
    expect((await as('PUT', summaryUrl(id), { riskLevel: 'rendah', referralMade: false })).statusCode).toBe(
      403,
    );
    expect((await injectAs(t.app, null)('GET', notesUrl(id))).statusCode).toBe(401);
  });

  it('never reaches the person: on no chat route, in no stream event, in no data export', async () => {
    const { person, id } = await waitingPerson();
    const secret = uniqueName('catatanrahasia');
    await injectAs(t.app, admin)('POST', notesUrl(id), { text: `Risiko ${secret}` });
    await injectAs(t.app, admin)('PUT', summaryUrl(id), {
      riskLevel: 'tinggi',
      referralMade: true,
      followUp: secret,
    });
    await sent(t.app, admin, id, 'Kami di sini untuk Anda.');
    await injectAs(t.app, admin)('PATCH', `/api/admin/chat/conversations/${id}`, { status: 'resolved' });

    const as = injectAs(t.app, person);
    const userReads = [
      await as('GET', '/api/chat/conversation'),
      await as('GET', `/api/chat/conversations/${id}/messages`),
      await as('GET', `/api/chat/conversations/${id}/messages?limit=100`),
      await as('GET', `/api/chat/conversations/${id}/rating`),
      await as('GET', '/api/notifications'),
      await as('GET', '/api/profile/export'),
    ];
    for (const response of userReads) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).not.toContain(secret);
      expect(response.body).not.toContain('riskLevel');
    }
    // The live stream sends the person exactly the events stored for their conversation.
    const events = await t.app.db.execute(
      sql`select count(*)::int as n from chat_events where data::text like ${`%${secret}%`}`,
    );
    expect((events as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
