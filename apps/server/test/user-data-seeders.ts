import { createECDH, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import {
  accountTokens,
  chatCaseSummaries,
  chatDebriefs,
  chatEscalations,
  chatNotes,
  chatResolutions,
  chatReviews,
  conversations,
  counsellorPresence,
  counsellorShifts,
  forumModerationLog,
  staffWellbeing,
  whatsappContacts,
  whatsappLinkCodes,
} from '../src/db/schema/index';
import { type Account, createAdmin, registerUser } from './helper';
import { injectAs } from './inject-as';
import { multipartBody } from './multipart';

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/**
 * Gives a user rows in every table that references users, through the real API where one
 * exists. Shared by every test of an account's deletion (by an admin, by its owner) and of its
 * data export.
 */
export function userDataSeeders(t: { readonly app: FastifyInstance }) {
  async function uploadAvatar(account: Account) {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a9d8f' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipartBody(
      { fullName: 'Punya Foto', email: account.email, address: '' },
      [{ field: 'photo', filename: 'foto.png', contentType: 'image/png', content: png }],
    );
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload,
      headers: { ...headers, cookie: account.cookie },
    });
    expect(response.statusCode).toBe(200);
  }

  /**
   * How to give a user at least one row in each table that references users, directly or through
   * one hop (chat_result_shares → conversations → users). Every such table in the schema must
   * appear here (the admin deletion test checks that), so a feature that
   * adds one (forum questions, responses, votes, conversations, messages, self-test results...)
   * also adds its seeder — preferably through its real API, as these do.
   */
  const seeders: Record<string, (account: Account) => Promise<void>> = {
    // A second device: the registration session plus a login.
    sessions: async (account) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login: account.username, password: account.password },
      });
      expect(response.statusCode).toBe(200);
    },
    // The avatar, and a file sent in the chat (a message that points at its upload).
    uploads: async (account) => {
      await uploadAvatar(account);
      await sendChatFile(account);
    },
    // One result of each kind of screening: SRQ-29 (its own questions) and PHQ-9.
    screening_results: async (account) => {
      const questions = await t.app.inject({ url: '/api/selftest/questions' });
      const jawaban = questions.json().questions.map(() => 1);
      const submitted = await injectAs(t.app, account)('POST', '/api/selftest/submissions', { jawaban });
      expect(submitted.statusCode).toBe(201);
      const screened = await injectAs(t.app, account)('POST', '/api/screenings/phq9/submissions', {
        jawaban: [1, 1, 0, 0, 0, 0, 0, 0, 0],
      });
      expect(screened.statusCode).toBe(201);
    },
    conversations: async (account) => {
      const id = await openConversation(account);
      // Only an admin answers or holds conversations; a row naming the user as both stands in.
      await t.app.db.update(conversations).set({ assigneeId: account.id }).where(eq(conversations.id, id));
    },
    // A message writes both the message and its stream event.
    chat_messages: async (account) => {
      const id = await openConversation(account);
      const sent = await injectAs(t.app, account)('POST', `/api/chat/conversations/${id}/messages`, {
        message: 'Halo, saya ingin bercerita.',
        clientId: randomUUID(),
      });
      expect(sent.statusCode).toBe(201);
    },
    chat_events: async () => {},
    chat_result_shares: async (account) => {
      const questions = await t.app.inject({ url: '/api/selftest/questions' });
      const jawaban = questions.json().questions.map(() => 0);
      const submitted = await injectAs(t.app, account)('POST', '/api/selftest/submissions', { jawaban });
      expect(submitted.statusCode).toBe(201);
      const shared = await injectAs(t.app, account)('POST', '/api/chat/result-share', {
        resultId: submitted.json().id,
      });
      expect(shared.statusCode).toBe(201);
      // A PHQ-9 result shared too: the other table a share links to (ADR 210).
      const phq9 = await injectAs(t.app, account)('POST', '/api/screenings/phq9/submissions', {
        jawaban: [0, 0, 0, 0, 0, 0, 0, 0, 0],
      });
      const sharedPhq9 = await injectAs(t.app, account)('POST', '/api/chat/result-share', {
        code: 'phq9',
        resultId: phq9.json().id,
      });
      expect(sharedPhq9.statusCode).toBe(201);
    },
    // Crisis language in the person's message adds a risk signal; a counsellor marks it handled.
    chat_risk_signals: async (account) => {
      const id = await openConversation(account);
      const sent = await injectAs(t.app, account)('POST', `/api/chat/conversations/${id}/messages`, {
        message: 'aku ingin mengakhiri hidup',
        clientId: randomUUID(),
      });
      expect(sent.statusCode).toBe(201);
      // Only a counsellor marks risk handled; a row naming the user stands in, as for the assignee.
      await t.app.db.update(conversations).set({ riskHandledBy: account.id }).where(eq(conversations.id, id));
    },
    // A counsellor resolves the conversation, and the person rates that resolution.
    chat_resolutions: async (account) => {
      const conversationId = await resolveConversation(account);
      // Only staff resolve; the user standing in as the counsellor names them on that side too.
      await t.app.db
        .update(chatResolutions)
        .set({ counsellorId: account.id })
        .where(eq(chatResolutions.conversationId, conversationId));
    },
    // Only supervision reviews and only staff are debriefed or check their wellbeing: rows naming
    // the user on every side stand in.
    chat_reviews: async (account) => {
      const conversationId = await resolveConversation(account);
      await t.app.db.insert(chatReviews).values({
        conversationId,
        counsellorId: account.id,
        reviewerId: account.id,
        engagement: 3,
        collaboration: 3,
        safetyAssessment: 3,
      });
    },
    chat_debriefs: async (account) => {
      const conversationId = await resolveConversation(account);
      const [resolution] = await t.app.db
        .select({ id: chatResolutions.id })
        .from(chatResolutions)
        .where(eq(chatResolutions.conversationId, conversationId));
      await t.app.db
        .insert(chatDebriefs)
        .values({
          resolutionId: resolution!.id,
          counsellorId: account.id,
          dueAt: new Date(),
          heldBy: account.id,
        })
        // A risky resolution already owes its (stand-in) counsellor one: it names the user instead.
        .onConflictDoUpdate({
          target: chatDebriefs.resolutionId,
          set: { counsellorId: account.id, heldBy: account.id },
        });
    },
    staff_wellbeing: async (account) => {
      await t.app.db.insert(staffWellbeing).values({ userId: account.id, score: 4, note: 'Cukup baik.' });
    },
    chat_ratings: async (account) => {
      const id = await resolveConversation(account);
      const rated = await injectAs(t.app, account)('POST', `/api/chat/conversations/${id}/rating`, {
        score: 4,
      });
      expect(rated.statusCode).toBe(201);
    },
    // Only counsellors write these; rows naming the user on both sides stand in.
    chat_notes: async (account) => {
      const conversationId = await openConversation(account);
      await t.app.db.insert(chatNotes).values({ conversationId, authorId: account.id, body: 'Catatan tim' });
    },
    // A member links a number from WhatsApp (ADR 233), a channel off here; a linked row stands in.
    whatsapp_contacts: async (account) => {
      await t.app.db
        .insert(whatsappContacts)
        .values({ userId: account.id, phone: `62800${account.id}`, linkedAt: new Date() });
    },
    // The code's route answers 404 while the channel is off; a live code stands in.
    whatsapp_link_codes: async (account) => {
      await t.app.db.insert(whatsappLinkCodes).values({
        userId: account.id,
        codeHash: `seeded-${account.id}`,
        expiresAt: new Date(Date.now() + 60_000),
      });
    },
    chat_escalations: async (account) => {
      const conversationId = await openConversation(account);
      await t.app.db.insert(chatEscalations).values({ conversationId, counsellorId: account.id, steps: [] });
    },
    chat_case_summaries: async (account) => {
      const conversationId = await openConversation(account);
      await t.app.db
        .insert(chatCaseSummaries)
        .values({
          conversationId,
          riskLevel: 'sedang',
          referralMade: false,
          followUp: '',
          updatedBy: account.id,
        })
        .onConflictDoNothing();
    },
    forum_questions: async (account) => {
      await askQuestion(account);
    },
    forum_responses: async (account) => {
      await respond(account, await askQuestion(account));
    },
    forum_votes: async (account) => {
      const author = await registerUser(t.app);
      const responseId = await respond(author, await askQuestion(author));
      const vote = await injectAs(t.app, account)('PUT', `/api/forum/responses/${responseId}/vote`);
      expect(vote.statusCode).toBe(200);
    },
    forum_reports: async (account) => {
      const author = await registerUser(t.app);
      const questionId = await askQuestion(author);
      const report = await injectAs(t.app, account)('POST', `/api/forum/questions/${questionId}/reports`, {
        reason: 'spam',
      });
      expect(report.statusCode).toBe(201);
    },
    // Someone else's response to the user's question notifies them.
    notifications: async (account) => {
      const responder = await registerUser(t.app);
      await respond(responder, await askQuestion(account));
    },
    // Registration queued a verification mail; sending it issues its token.
    mail_outbox: async () => {
      await t.app.mailer.flush();
    },
    // Without SMTP_URL (the tests' default), the sent verification mail is kept.
    kept_mails: async () => {
      await t.app.mailer.flush();
    },
    account_tokens: async (account) => {
      await t.app.mailer.flush();
      // Only an admin makes a link by hand; a token naming the user as its maker stands in.
      await t.app.db
        .update(accountTokens)
        .set({ issuedBy: account.id })
        .where(eq(accountTokens.userId, account.id));
    },
    push_subscriptions: async (account) => {
      const keys = {
        p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
        auth: Buffer.alloc(16, 1).toString('base64url'),
      };
      const endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;
      const saved = await injectAs(t.app, account)('POST', '/api/push/subscriptions', { endpoint, keys });
      expect(saved.statusCode).toBe(201);
    },
    notification_preferences: async (account) => {
      const saved = await injectAs(t.app, account)('PUT', '/api/profile/notification-preferences', {
        preferences: { chat_reply: { email: true } },
      });
      expect(saved.statusCode).toBe(200);
    },
    safety_plans: async (account) => {
      const saved = await injectAs(t.app, account)('PUT', '/api/safety-plan', {
        warningSigns: ['Tidak bisa tidur'],
        copingStrategies: [],
        distractions: [],
        people: [{ name: 'Kakak', phone: '0812 3456 7890' }],
        professionals: [],
        safeEnvironment: [],
        reasonsToLive: ['Keluarga saya'],
      });
      expect(saved.statusCode).toBe(200);
    },
    checkins: async (account) => {
      const asked = await injectAs(t.app, account)('POST', '/api/checkins');
      expect(asked.statusCode).toBe(201);
    },
    program_enrolments: async (account) => {
      const enrolled = await injectAs(t.app, account)('POST', '/api/programs/aktivasi-perilaku/enrolment');
      expect(enrolled.statusCode).toBe(201);
      // Guidance and reminders chosen: their columns are the person's too.
      const chosen = await injectAs(t.app, account)('PATCH', '/api/programs/aktivasi-perilaku/enrolment', {
        guidance: true,
        reminders: true,
      });
      expect(chosen.statusCode).toBe(200);
    },
    program_session_completions: async (account) => {
      await injectAs(t.app, account)('POST', '/api/programs/aktivasi-perilaku/enrolment');
      const done = await injectAs(t.app, account)(
        'POST',
        '/api/programs/aktivasi-perilaku/sessions/1/complete',
        { worksheet: { tanda: 'Sulit bangun pagi' }, phq9: [1, 1, 1, 1, 1, 0, 0, 0, 0] },
      );
      expect(done.statusCode).toBe(200);
    },
    // Only an admin sets a presence; a row naming the user stands in.
    counsellor_presence: async (account) => {
      await t.app.db.insert(counsellorPresence).values({ userId: account.id, chosen: 'online' });
    },
    // Only a supervisor sets shifts, and only for staff; a row naming the user stands in.
    counsellor_shifts: async (account) => {
      await t.app.db
        .insert(counsellorShifts)
        .values({ counsellorId: account.id, day: 1, startMinute: 540, endMinute: 1020 });
    },
    // Only an admin's moderation writes this record; a row naming the user on both sides stands in.
    forum_moderation_log: async (account) => {
      await t.app.db.insert(forumModerationLog).values({
        action: 'delete_question',
        targetId: 1,
        questionId: 1,
        authorId: account.id,
        adminId: account.id,
        adminUsername: account.username,
      });
    },
  };

  let counsellor: Account | undefined;
  /** The person wrote and a counsellor marked the conversation done. */
  async function resolveConversation(account: Account): Promise<number> {
    counsellor ??= await createAdmin(t.app);
    const id = await openConversation(account);
    const sent = await injectAs(t.app, account)('POST', `/api/chat/conversations/${id}/messages`, {
      message: 'Terima kasih sudah mendengarkan.',
      clientId: randomUUID(),
    });
    expect(sent.statusCode).toBe(201);
    const resolved = await injectAs(t.app, counsellor)('PATCH', `/api/admin/chat/conversations/${id}`, {
      status: 'resolved',
    });
    expect(resolved.statusCode).toBe(200);
    return id;
  }

  async function openConversation(account: Account): Promise<number> {
    const response = await injectAs(t.app, account)('GET', '/api/chat/conversation');
    expect(response.statusCode).toBe(200);
    return response.json().conversation.id;
  }

  async function sendChatFile(account: Account) {
    const { payload, headers } = multipartBody({ clientId: randomUUID() }, [
      { field: 'file', filename: 'surat-dokter.pdf', contentType: 'application/pdf', content: pdf },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${await openConversation(account)}/messages`,
      payload,
      headers: { ...headers, cookie: account.cookie },
    });
    expect(response.statusCode).toBe(201);
  }

  async function askQuestion(account: Account): Promise<number> {
    const response = await injectAs(t.app, account)('POST', '/api/forum/questions', {
      title: `Pertanyaan ${account.username}`,
      desc: 'Bagaimana cara mengatasi cemas sebelum ujian?',
      tag: 'neurosis',
    });
    expect(response.statusCode).toBe(201);
    return response.json().question.id;
  }

  async function respond(account: Account, questionId: number): Promise<number> {
    const response = await injectAs(t.app, account)('POST', `/api/forum/questions/${questionId}/responses`, {
      text: 'Coba tarik napas perlahan dan bicarakan dengan orang yang dipercaya.',
    });
    expect(response.statusCode).toBe(201);
    return response.json().response.id;
  }

  async function seedEverything(account: Account) {
    for (const seed of Object.values(seeders)) await seed(account);
  }

  return { seeders, seedEverything, uploadAvatar };
}
