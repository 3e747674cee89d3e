import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatEvents, messages, conversations, uploads, users } from '../../../db/schema/index';
import { conversationOf, sent, sendPdf } from '../../../../test/chat';
import { type Account, createAdmin, registerUser, useTestApp } from '../../../../test/helper';

const t = useTestApp();
let admin: Account;
beforeAll(async () => {
  admin = await createAdmin(t.app);
});

describe('deleting accounts', () => {
  it("removes a user's conversation, messages, events and file records (also the admin's files in it)", async () => {
    const user = await registerUser(t.app);
    const id = await conversationOf(t.app, user);
    await sent(t.app, user, id, 'Halo');
    await sendPdf(t.app, user, id, 'del-user-file-1');
    await sendPdf(t.app, admin, id, 'del-admin-file-1');
    expect(await t.app.db.select().from(uploads).where(eq(uploads.userId, user.id))).toHaveLength(2);

    await t.app.db.delete(users).where(eq(users.id, user.id));
    expect(await t.app.db.select().from(conversations).where(eq(conversations.id, id))).toHaveLength(0);
    expect(await t.app.db.select().from(messages).where(eq(messages.conversationId, id))).toHaveLength(0);
    expect(await t.app.db.select().from(chatEvents).where(eq(chatEvents.conversationId, id))).toHaveLength(0);
    expect(await t.app.db.select().from(uploads).where(eq(uploads.userId, user.id))).toHaveLength(0);
  });

  it("keeps an admin's replies in the user's history after the admin account goes", async () => {
    const [user, leaving] = [await registerUser(t.app), await createAdmin(t.app)];
    const id = await conversationOf(t.app, user);
    await sent(t.app, leaving, id, 'Jawaban dari konselor');
    await t.app.db.delete(users).where(eq(users.id, leaving.id));

    const response = await t.app.inject({
      url: `/api/chat/conversations/${id}/messages`,
      headers: { cookie: user.cookie },
    });
    expect(response.json().messages).toMatchObject([
      { message: 'Jawaban dari konselor', senderRole: 'admin', senderId: null },
    ]);
    const conversation = await t.app.inject({
      url: '/api/chat/conversation',
      headers: { cookie: user.cookie },
    });
    expect(conversation.statusCode).toBe(200);
    expect(conversation.json().conversation.admin.id).not.toBe(leaving.id);
  });
});
