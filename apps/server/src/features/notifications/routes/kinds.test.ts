import { notificationMessages } from '@sehat/core/notifications/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversationOf, sent } from '../../../../test/chat';
import { askQuestion, moderate, respondTo } from '../../../../test/forum';
import { type Account, createAdmin, registerUser, useTestApp } from '../../../../test/helper';
import { markRead, notificationsOf } from '../../../../test/notifications';

const t = useTestApp();
let admin: Account;
beforeAll(async () => {
  admin = await createAdmin(t.app);
});

const kinds = async (account: Account) => (await notificationsOf(t.app, account)).notifications;

describe('what makes a notification', () => {
  it("someone else's response notifies the question's author, with its link; their own does not", async () => {
    const [author, responder] = [await registerUser(t.app), await registerUser(t.app)];
    const question = await askQuestion(t.app, author, { title: 'Cemas sebelum ujian' });
    await respondTo(t.app, author, question.id);
    expect(await kinds(author)).toEqual([]);

    await respondTo(t.app, responder, question.id, 'Isi tanggapan yang tidak boleh bocor', true);
    const page = await notificationsOf(t.app, author);
    expect(page.unread).toBe(1);
    expect(page.notifications).toEqual([
      expect.objectContaining({
        kind: 'forum_response',
        text: notificationMessages.forumResponse('Cemas sebelum ujian'),
        link: `/forum?pertanyaan=${question.id}`,
        readAt: null,
      }),
    ]);
    expect(await kinds(responder)).toEqual([]);
  });

  it('responses to one question coalesce into one unread notification that counts them, even in parallel', async () => {
    const author = await registerUser(t.app);
    const responders = await Promise.all(Array.from({ length: 6 }, () => registerUser(t.app)));
    const question = await askQuestion(t.app, author, { title: 'Sulit fokus' });
    const other = await askQuestion(t.app, author, { title: 'Pertanyaan lain' });
    await Promise.all(responders.map((responder) => respondTo(t.app, responder, question.id)));
    await respondTo(t.app, responders[0]!, other.id);
    await respondTo(t.app, responders[1]!, question.id);

    const page = await notificationsOf(t.app, author);
    expect(page.unread).toBe(2);
    expect(page.notifications.map((n) => n.text)).toEqual([
      notificationMessages.forumResponse('Sulit fokus', 7),
      notificationMessages.forumResponse('Pertanyaan lain'),
    ]);

    // Once read, the next response starts a new one.
    expect((await markRead(t.app, author)).statusCode).toBe(204);
    await respondTo(t.app, responders[2]!, question.id);
    const after = await notificationsOf(t.app, author);
    expect(after.unread).toBe(1);
    expect(after.notifications[0]!.text).toBe(notificationMessages.forumResponse('Sulit fokus'));
  });

  it("a counsellor's reply notifies once while unread; the greeting and the user's own words do not", async () => {
    const user = await registerUser(t.app);
    const id = await conversationOf(t.app, user);
    expect(await kinds(user)).toEqual([]);
    await sent(t.app, admin, id, 'Rahasia balasan pertama');
    await sent(t.app, admin, id, 'Rahasia balasan kedua');
    const notes = await kinds(user);
    expect(notes).toEqual([
      expect.objectContaining({ kind: 'chat_reply', text: notificationMessages.chatReply, readAt: null }),
    ]);
    expect(JSON.stringify(notes)).not.toContain('Rahasia');
  });

  it('reading the chat marks its reply notification read; an open popup gets none, a closed one every reply', async () => {
    const user = await registerUser(t.app);
    const id = await conversationOf(t.app, user);
    await sent(t.app, admin, id, 'Halo, ada yang bisa kami bantu?');
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${id}/read`,
      headers: { cookie: user.cookie },
    });
    expect(read.statusCode).toBe(204);
    expect((await notificationsOf(t.app, user)).unread).toBe(0);

    // They just wrote, then closed the popup: the answer is announced all the same (ADR 115).
    await sent(t.app, user, id, 'Saya ingin bercerita.');
    await sent(t.app, admin, id, 'Silakan, kami mendengarkan.');
    expect((await notificationsOf(t.app, user)).unread).toBe(1);

    const presence = (open: boolean, account = user) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/chat/conversations/${id}/presence`,
        payload: { open },
        headers: { cookie: account.cookie },
      });
    expect((await presence(true)).statusCode).toBe(204);
    await sent(t.app, admin, id, 'Kami di sini.');
    expect(await kinds(user)).toHaveLength(2);
    expect((await presence(false)).statusCode).toBe(204);
    await sent(t.app, admin, id, 'Apakah Anda masih di sana?');
    expect((await notificationsOf(t.app, user)).unread).toBe(1);
    expect((await kinds(user))[0]!.readAt).toBeNull();

    // Only the conversation's own user says whether they watch it.
    const other = await registerUser(t.app);
    expect((await presence(true, other)).statusCode).toBe(404);
    expect((await presence(true, admin)).statusCode).toBe(404);
  });

  it("hiding or removing someone's item notifies its author; keeping it does not", async () => {
    const [author, other] = [await registerUser(t.app), await registerUser(t.app)];
    const question = await askQuestion(t.app, author, { title: 'Judul saya' });
    const response = await respondTo(t.app, author, (await askQuestion(t.app, other)).id);
    expect((await moderate(t.app, admin, 'question', question.id, 'keep')).statusCode).toBe(200);
    expect(await kinds(author)).toEqual([]);

    expect((await moderate(t.app, admin, 'question', question.id, 'hide')).statusCode).toBe(200);
    expect((await moderate(t.app, admin, 'question', question.id, 'hide')).statusCode).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/forum/responses/${response.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect((await moderate(t.app, admin, 'question', question.id, 'delete')).statusCode).toBe(204);

    const notes = await kinds(author);
    expect(notes.map((n) => [n.kind, n.text, n.link])).toEqual([
      ['moderation', notificationMessages.questionRemoved('Judul saya'), '/ketentuan-penggunaan'],
      [
        'moderation',
        expect.stringContaining('Tanggapan Anda'),
        expect.stringContaining('/forum?pertanyaan='),
      ],
      ['moderation', notificationMessages.questionHidden('Judul saya'), `/forum?pertanyaan=${question.id}`],
    ]);
  });
});
