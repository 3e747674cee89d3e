import { chatMessages } from '@sehat/core/chat/messages';
import { whisperMessages } from '@sehat/core/chat/whisper-messages';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../platform/database/rows';
import { conversationOf, listMessages, sent } from '../../../../../test/chat';
import { assigneeOf } from '../../../../../test/counsellors';
import { createStaff, registerUser, useTestApp, type Account } from '../../../../../test/helper';
import { injectAs } from '../../../../../test/inject-as';

const t = useTestApp();
let counsellor: Account;
let colleague: Account;
let supervisor: Account;
beforeAll(async () => {
  counsellor = await createStaff(t.app, 'counsellor');
  colleague = await createStaff(t.app, 'counsellor');
  supervisor = await createStaff(t.app, 'supervisor');
});

const whispersUrl = (id: number) => `/api/admin/chat/conversations/${id}/whispers`;
const transferUrl = (id: number) => `/api/admin/chat/conversations/${id}/transfer`;
const whisper = 'Tanyakan langsung apakah ia punya rencana malam ini.';

async function heldConversation() {
  const person = await registerUser(t.app);
  const id = await conversationOf(t.app, person);
  await sent(t.app, person, id, 'Saya capek sekali dengan semuanya.');
  const taken = await injectAs(t.app, counsellor)('PATCH', `/api/admin/chat/conversations/${id}`, {
    assigneeId: counsellor.id,
  });
  expect(taken.statusCode).toBe(200);
  return { person, id };
}

const auditActions = async (username: string) =>
  (
    (await injectAs(t.app, await createStaff(t.app, 'admin'))('GET', '/api/admin/audit-log')).json()
      .entries as {
      action: string;
      target: { username: string } | null;
    }[]
  )
    .filter((entry) => entry.target?.username === username)
    .map((entry) => entry.action);

describe('whispers (api.md "Roles and supervision")', () => {
  it("reach the counsellor in the conversation, never the person's messages, stream or copy", async () => {
    const { person, id } = await heldConversation();
    const added = await injectAs(t.app, supervisor)('POST', whispersUrl(id), { text: `  ${whisper}  ` });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().whisper).toMatchObject({ text: whisper, author: { id: supervisor.id } });

    const read = await injectAs(t.app, counsellor)('GET', whispersUrl(id));
    expect(read.statusCode).toBe(200);
    expect(read.json().whispers.map((w: { text: string }) => w.text)).toEqual([whisper]);
    // A whisper is not a case note: the notes list stays the counsellors' own.
    expect(
      (await injectAs(t.app, counsellor)('GET', `/api/admin/chat/conversations/${id}/notes`)).json(),
    ).toEqual({
      notes: [],
    });

    const own = await listMessages(t.app, person, id);
    expect(own.body).not.toContain(whisper);
    const copy = await injectAs(t.app, person)('GET', '/api/profile/export');
    expect(copy.statusCode).toBe(200);
    expect(copy.body).not.toContain(whisper);
    const events = rowsOf(
      await t.app.db.execute(sql`select data from chat_events where conversation_id = ${id}`),
    );
    expect(events.length).toBeGreaterThan(0);
    expect(JSON.stringify(events)).not.toContain(whisper);
    expect(await auditActions(person.username)).toContain('chat.whisper_added');
  });

  it('are written by supervisors only: a counsellor gets 403 and nothing is kept', async () => {
    const { id } = await heldConversation();
    const refused = await injectAs(t.app, counsellor)('POST', whispersUrl(id), { text: whisper });
    expect(refused.statusCode).toBe(403);
    expect((await injectAs(t.app, supervisor)('GET', whispersUrl(id))).json().whispers).toEqual([]);
    const person = await registerUser(t.app);
    expect((await injectAs(t.app, person)('GET', whispersUrl(id))).statusCode).toBe(403);
    expect((await injectAs(t.app, null)('GET', whispersUrl(id))).statusCode).toBe(401);
  });

  it('answer bad input with a clear 400 in Indonesian, and a missing conversation with 404', async () => {
    const { id } = await heldConversation();
    const empty = await injectAs(t.app, supervisor)('POST', whispersUrl(id), { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(whisperMessages.whisperEmpty);
    const long = await injectAs(t.app, supervisor)('POST', whispersUrl(id), { text: 'a'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe(whisperMessages.whisperTooLong(2000));
    expect(
      (await injectAs(t.app, supervisor)('POST', whispersUrl(999_999), { text: whisper })).statusCode,
    ).toBe(404);
    expect((await injectAs(t.app, supervisor)('GET', whispersUrl(id))).json().whispers).toEqual([]);
  });
});

describe('transfer', () => {
  const handover = 'Ia sudah setuju menyusun rencana keamanan; lanjutkan dari langkah 3.';

  it('gives the conversation to another counsellor, whose first whisper is the handover note', async () => {
    const { person, id } = await heldConversation();
    const moved = await injectAs(t.app, supervisor)('POST', transferUrl(id), {
      assigneeId: colleague.id,
      note: handover,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().conversation.assignee).toMatchObject({ id: colleague.id });
    expect(await assigneeOf(t.app, id)).toBe(colleague.id);
    const whispers = (await injectAs(t.app, colleague)('GET', whispersUrl(id))).json().whispers;
    expect(whispers).toEqual([
      expect.objectContaining({ text: handover, author: expect.objectContaining({ id: supervisor.id }) }),
    ]);
    expect((await listMessages(t.app, person, id)).body).not.toContain(handover);
    expect(await auditActions(person.username)).toEqual(
      expect.arrayContaining(['chat.transferred', 'chat.whisper_added']),
    );
  });

  it('refuses a counsellor (403), a person who is not staff, the same holder or no note (400), changing nothing', async () => {
    const { person, id } = await heldConversation();
    const as = injectAs(t.app, supervisor);
    expect(
      (
        await injectAs(t.app, counsellor)('POST', transferUrl(id), {
          assigneeId: colleague.id,
          note: handover,
        })
      ).statusCode,
    ).toBe(403);
    const notStaff = await as('POST', transferUrl(id), { assigneeId: person.id, note: handover });
    expect(notStaff.statusCode).toBe(400);
    expect(notStaff.json().error.message).toBe(chatMessages.assigneeNotCounsellor);
    const same = await as('POST', transferUrl(id), { assigneeId: counsellor.id, note: handover });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.message).toBe(whisperMessages.sameAssignee);
    const noNote = await as('POST', transferUrl(id), { assigneeId: colleague.id, note: ' ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.message).toBe(whisperMessages.noteMissing);
    const noAssignee = await as('POST', transferUrl(id), { note: handover });
    expect(noAssignee.statusCode).toBe(400);
    expect(noAssignee.json().error.message).toBe(whisperMessages.assigneeMissing);
    expect(await assigneeOf(t.app, id)).toBe(counsellor.id);
    expect((await as('GET', whispersUrl(id))).json().whispers).toEqual([]);
  });
});
