import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatEvents, messages, uploads } from '../../../db/schema/index';
import { conversationOf, listMessages, sent, sendPdf } from '../../../../test/chat';
import { type Account, createAdmin, registerUser, useTestApp } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';
import { storedFilePaths } from '../../../../test/stored-files';

const t = useTestApp();
let admin: Account;
beforeAll(async () => {
  admin = await createAdmin(t.app);
});

const filePaths = async (userId: number) =>
  (await t.app.db.select({ path: uploads.path }).from(uploads).where(eq(uploads.userId, userId))).map(
    (row) => row.path,
  );

describe('DELETE /api/chat/history', () => {
  it("deletes the user's messages, files and events, for the counsellors too, and only theirs", async () => {
    const [owner, other] = [await registerUser(t.app), await registerUser(t.app)];
    const id = await conversationOf(t.app, owner);
    const otherId = await conversationOf(t.app, other);
    await sent(t.app, owner, id, 'Cerita saya');
    await sendPdf(t.app, owner, id);
    await sent(t.app, admin, id, 'Balasan konselor');
    await sendPdf(t.app, admin, id);
    await sent(t.app, other, otherId, 'Pesan orang lain');
    await sendPdf(t.app, other, otherId);
    const ownerFiles = await filePaths(owner.id);
    const otherFiles = await filePaths(other.id);
    expect(ownerFiles).toHaveLength(2);
    const latestBefore = await t.app.liveEvents.latestId();

    const response = await injectAs(t.app, owner)('DELETE', '/api/chat/history');
    expect(response.statusCode).toBe(200);
    const { historyDeletedAt } = response.json<{ historyDeletedAt: string }>();
    expect(response.json()).toEqual({ conversationId: id, historyDeletedAt });

    expect(await t.app.db.select().from(messages).where(eq(messages.conversationId, id))).toHaveLength(0);
    expect(await filePaths(owner.id)).toHaveLength(0);
    const onDisk = await storedFilePaths(t);
    for (const file of ownerFiles) expect(onDisk).not.toContain(file);
    for (const file of otherFiles) expect(onDisk).toContain(file);
    const events = await t.app.db.select().from(chatEvents).where(eq(chatEvents.conversationId, id));
    expect(events.map((event) => event.type)).toEqual(['history_deleted']);

    // The counsellors' view is empty and says when; the other user's conversation is untouched.
    expect((await listMessages(t.app, admin, id)).json().messages).toEqual([]);
    const opened = await injectAs(t.app, admin)('POST', '/api/admin/chat/conversations', {
      userId: owner.id,
    });
    expect(opened.json().conversation.historyDeletedAt).toBe(historyDeletedAt);
    const own = await injectAs(t.app, owner)('GET', '/api/chat/conversation');
    expect(own.json().conversation.historyDeletedAt).toBe(historyDeletedAt);
    expect((await listMessages(t.app, other, otherId)).json().messages).toHaveLength(2);
    expect(await filePaths(other.id)).toEqual(otherFiles);
    const untouched = await injectAs(t.app, other)('GET', '/api/chat/conversation');
    expect(untouched.json().conversation.historyDeletedAt).toBeNull();

    // Open popups and inboxes hear of it live.
    const [event] = await t.app.liveEvents.listAfter({ id: admin.id, role: 'admin' }, latestBefore, 10);
    expect(event).toMatchObject({ type: 'history_deleted', data: { conversationId: id, historyDeletedAt } });
  });

  it('refuses visitors (401) and admins, who have no conversation of their own (403)', async () => {
    expect((await injectAs(t.app, null)('DELETE', '/api/chat/history')).statusCode).toBe(401);
    const asAdmin = await injectAs(t.app, admin)('DELETE', '/api/chat/history');
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().error.message).toBe('Chat konsultasi hanya tersedia untuk akun pengguna.');
  });
});
