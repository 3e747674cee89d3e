import { privacyPolicyVersion } from '@sehat/core/privacy/schemas';
import { dataExportSchema } from '@sehat/core/privacy/export-schema';
import { screeningItems } from '@sehat/core/screenings/items';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, registerUser, useTestApp } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';
import { seedQuestions } from '../../../../test/selftest';
import { userDataSeeders } from '../../../../test/user-data-seeders';

const t = useTestApp();
beforeAll(async () => {
  await seedQuestions(t.app);
  await createAdmin(t.app);
});
const { seedEverything } = userDataSeeders(t);

describe('GET /api/profile/export', () => {
  it("is a JSON attachment with all of the owner's data and none of anyone else's", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    await seedEverything(owner);
    await seedEverything(other);
    const conversation = await injectAs(t.app, owner)('GET', '/api/chat/conversation');
    const conversationId = conversation.json().conversation.id;
    const secret = `rahasia-${randomUUID()}`;
    await injectAs(t.app, owner)('POST', `/api/chat/conversations/${conversationId}/messages`, {
      message: secret,
      clientId: randomUUID(),
    });

    const response = await injectAs(t.app, owner)('GET', '/api/profile/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.json"$/);
    const data = dataExportSchema.parse(response.json());
    expect(data.user).toMatchObject({ id: owner.id, username: owner.username, email: owner.email });
    expect(data.consent).toMatchObject({ policyVersion: privacyPolicyVersion, statistics: false });
    expect(data.consent.givenAt).not.toBeNull();
    // The screening_results and chat_result_shares seeders each submit one SRQ-29.
    expect(data.selftest).toHaveLength(2);
    expect(data.selftest[0]!.answers.length).toBeGreaterThan(0);
    // The screening_results and chat_result_shares seeders each submit a PHQ-9.
    expect(data.screenings).toEqual([
      expect.objectContaining({ code: 'phq9', score: 2, band: 'minimal' }),
      expect.objectContaining({ code: 'phq9', score: 0, band: 'minimal' }),
    ]);
    expect(data.chat.sharedResults.map((shared) => shared.code)).toEqual(['srq29', 'phq9']);
    expect(data.screenings[0]!.answers[0]).toEqual({ nomor: 1, text: screeningItems.phq9[0], jawaban: 1 });
    // forum_questions, forum_responses and forum_votes seeders each ask one question.
    expect(data.forum.questions.map((q) => q.title)).toContain(`Pertanyaan ${owner.username}`);
    expect(data.forum.responses.length).toBeGreaterThanOrEqual(1);
    expect(data.forum.votes).toHaveLength(1);
    expect(data.chat.messages.map((m) => m.message)).toContain(secret);
    expect(data.mails).toEqual([
      expect.objectContaining({ kind: 'email_verification', to: owner.email, sentAt: expect.any(String) }),
    ]);
    expect(data.pushSubscriptions).toEqual([
      expect.objectContaining({ endpoint: expect.stringMatching(/^https:/) }),
    ]);
    expect(data.notificationPreferences.chat_reply).toEqual({ inApp: true, push: true, email: true });

    const theirs = await injectAs(t.app, other)('GET', '/api/profile/export');
    const body = theirs.body;
    expect(theirs.json().user.id).toBe(other.id);
    for (const trace of [owner.username, owner.email, secret]) expect(body).not.toContain(trace);
  });

  it('lists the reports the person sent: which item, why, their note and when; never reports about them', async () => {
    const reporter = await registerUser(t.app);
    const author = await registerUser(t.app);
    const asked = await injectAs(t.app, author)('POST', '/api/forum/questions', {
      title: 'Sulit tidur menjelang ujian',
      desc: 'Apa yang bisa saya lakukan?',
    });
    const questionId: number = asked.json().question.id;
    const responded = await injectAs(t.app, author)('POST', `/api/forum/questions/${questionId}/responses`, {
      text: 'Beli obat tidur saja, pasti manjur.',
    });
    const responseId: number = responded.json().response.id;
    const reportAs = (account: typeof reporter, url: string, payload: object) =>
      injectAs(t.app, account)('POST', url, payload).then((reply) => expect(reply.statusCode).toBe(201));
    await reportAs(reporter, `/api/forum/questions/${questionId}/reports`, { reason: 'spam' });
    await reportAs(reporter, `/api/forum/responses/${responseId}/reports`, {
      reason: 'menyakiti',
      note: 'Menyarankan obat tanpa resep.',
    });

    const mine = dataExportSchema.parse(
      (await injectAs(t.app, reporter)('GET', '/api/profile/export')).json(),
    );
    expect(mine.forum.reports).toEqual([
      {
        kind: 'question',
        itemId: questionId,
        questionId,
        reason: 'spam',
        note: null,
        createdAt: expect.any(String),
      },
      {
        kind: 'response',
        itemId: responseId,
        questionId,
        reason: 'menyakiti',
        note: 'Menyarankan obat tanpa resep.',
        createdAt: expect.any(String),
      },
    ]);
    const theirs = dataExportSchema.parse(
      (await injectAs(t.app, author)('GET', '/api/profile/export')).json(),
    );
    expect(theirs.forum.reports).toEqual([]);
  });

  it('is laid out to be read, names the question each response answers, and links each chat file', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    await seedEverything(owner);
    const response = await injectAs(t.app, owner)('GET', '/api/profile/export');
    expect(response.body.startsWith('{\n  "exportedAt": ')).toBe(true);
    const data = dataExportSchema.parse(JSON.parse(response.body));

    const asked = await injectAs(t.app, owner)('POST', '/api/forum/questions', {
      title: 'Bagaimana mengatasi cemas?',
      desc: 'Sering gelisah malam hari.',
    });
    const questionId: number = asked.json().question.id;
    await injectAs(t.app, owner)('POST', `/api/forum/questions/${questionId}/responses`, {
      text: 'Saya mencoba latihan napas.',
    });
    const again = dataExportSchema.parse((await injectAs(t.app, owner)('GET', '/api/profile/export')).json());
    expect(again.forum.responses.find((r) => r.questionId === questionId)).toMatchObject({
      questionTitle: 'Bagaimana mengatasi cemas?',
      text: 'Saya mencoba latihan napas.',
    });

    const files = data.chat.messages.flatMap((message) => (message.file ? [message.file] : []));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const url = new URL(file.url);
      expect(url.origin).toBe(t.config.siteOrigin);
      const opened = await injectAs(t.app, owner)('GET', url.pathname);
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toBe(file.mime);
      expect((await injectAs(t.app, other)('GET', url.pathname)).statusCode).toBeGreaterThanOrEqual(403);
      expect((await injectAs(t.app, null)('GET', url.pathname)).statusCode).toBe(401);
    }
  });

  it('is for logged-in users only', async () => {
    expect((await injectAs(t.app, null)('GET', '/api/profile/export')).statusCode).toBe(401);
  });
});
