import { randomUUID } from 'node:crypto';
import { answerSchemas, type AnswerName, type AnswerOf } from '@sehat/core/contract/answers';
import { errorBodySchema } from '@sehat/core/errors/body';
import { emptySafetyPlan } from '@sehat/core/safety-plan/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser, useTestApp, type Account } from '../../test/helper';
import { injectAs, useAdmin } from '../../test/inject-as';
import { seedQuestions, yesAt } from '../../test/selftest';

/**
 * The web names these answers in `apiRequest`, which checks every body with core's schema of that
 * name in development and tests (ADR 243): here real routes answer, and each body must be what the
 * same schema describes, so a server change that breaks the shape fails on the server's side too.
 */
const t = useTestApp();
// The chat's popup names a counsellor of the team, so one must exist; the admin's screens read as them.
const { call: asAdmin } = useAdmin(t);
let person: Account;
let other: Account;
beforeAll(async () => {
  await seedQuestions(t.app);
  person = await registerUser(t.app);
  other = await registerUser(t.app);
});

/** The answer's body, after asserting its status and that the named answer's schema describes it. */
function described<Name extends AnswerName>(
  response: LightMyRequestResponse,
  status: number,
  answer: Name,
): AnswerOf<Name> {
  expect(response.statusCode, response.body).toBe(status);
  const parsed = answerSchemas[answer].safeParse(response.json());
  expect(parsed.error?.issues ?? []).toEqual([]);
  return response.json<AnswerOf<Name>>();
}

describe('the answers the web reads, parsed with the schemas its calls pass', () => {
  it('the SRQ-29: its questions, a submission, the latest result and its report', async () => {
    const asPerson = injectAs(t.app, person);
    const { questions, revision } = described(
      await asPerson('GET', '/api/selftest/questions'),
      200,
      'selftest.questions',
    );
    const body = () => ({ jawaban: yesAt(questions.length, 1), revision, clientId: randomUUID() });
    const submitted = described(
      await asPerson('POST', '/api/selftest/submissions', body()),
      201,
      'selftest.submitted',
    );
    described(await asPerson('GET', '/api/selftest/submissions/latest'), 200, 'selftest.result');
    described(await asPerson('GET', `/api/selftest/submissions/${submitted.id}`), 200, 'selftest.report');
    // A visitor's answer carries the token that keeps it in an account later.
    const visitors = described(
      await injectAs(t.app, null)('POST', '/api/selftest/submissions', body()),
      201,
      'selftest.submitted',
    );
    expect(visitors.claimToken).toEqual(expect.any(String));
  });

  it('a PHQ-9 submission', async () => {
    const body = { jawaban: Array<number>(9).fill(1), clientId: randomUUID() };
    described(
      await injectAs(t.app, person)('POST', '/api/screenings/phq9/submissions', body),
      201,
      'screenings.submitted',
    );
  });

  it('the chat: the conversation, a sent message, the thread and the rating state', async () => {
    const asPerson = injectAs(t.app, person);
    const { conversation } = described(
      await asPerson('GET', '/api/chat/conversation'),
      200,
      'chat.conversation',
    );
    const messages = `/api/chat/conversations/${conversation.id}/messages`;
    described(
      await asPerson('POST', messages, { message: 'Halo', clientId: randomUUID() }),
      201,
      'chat.sent',
    );
    described(await asPerson('GET', messages), 200, 'chat.messages');
    described(
      await asPerson('GET', `/api/chat/conversations/${conversation.id}/rating`),
      200,
      'chat.ratingState',
    );
  });

  it('the forum: a question asked and read, the list, a response, its page and a vote', async () => {
    const asPerson = injectAs(t.app, person);
    const asked = { title: 'Sulit tidur setiap malam', desc: 'Sudah dua minggu saya sulit tidur.' };
    const { question } = described(
      await asPerson('POST', '/api/forum/questions', asked),
      201,
      'forum.savedQuestion',
    );
    described(await asPerson('GET', `/api/forum/questions/${question.id}`), 200, 'forum.question');
    described(await asPerson('GET', '/api/forum/questions'), 200, 'forum.questions');
    const responses = `/api/forum/questions/${question.id}/responses`;
    const { response } = described(
      await injectAs(t.app, other)('POST', responses, { text: 'Coba atur jadwal tidur.', anonymous: false }),
      201,
      'forum.savedResponse',
    );
    described(await asPerson('GET', responses), 200, 'forum.responses');
    described(await asPerson('PUT', `/api/forum/responses/${response.id}/vote`), 200, 'forum.vote');
  });

  it('check-ins asked for and listed, and the safety plan saved and read', async () => {
    const asPerson = injectAs(t.app, person);
    described(await asPerson('POST', '/api/checkins'), 201, 'checkins.list');
    described(await asPerson('GET', '/api/checkins'), 200, 'checkins.list');
    const plan = { ...emptySafetyPlan, warningSigns: ['Tidak bisa tidur'] };
    described(await asPerson('PUT', '/api/safety-plan', plan), 200, 'safetyPlan.plan');
    described(await asPerson('GET', '/api/safety-plan'), 200, 'safetyPlan.plan');
  });

  it("who is logged in, a login, the member's profile and consent, and their screening history", async () => {
    const asPerson = injectAs(t.app, person);
    described(await injectAs(t.app, null)('GET', '/api/auth/session'), 200, 'auth.session');
    const { user } = described(await asPerson('GET', '/api/auth/session'), 200, 'auth.session');
    expect(user?.id).toBe(person.id);
    described(
      await injectAs(t.app, null)('POST', '/api/auth/login', {
        login: other.username,
        password: other.password,
      }),
      200,
      'auth.login',
    );
    described(await asPerson('GET', '/api/profile'), 200, 'profile.user');
    described(await asPerson('GET', '/api/profile/consent'), 200, 'profile.consent');
    described(
      await asPerson('GET', '/api/profile/notification-preferences'),
      200,
      'notificationPreferences.preferences',
    );
    const body = { jawaban: Array<number>(7).fill(1), clientId: randomUUID() };
    described(await asPerson('POST', '/api/screenings/gad7/submissions', body), 201, 'screenings.submitted');
    const { items } = described(
      await asPerson('GET', '/api/screenings/gad7/submissions'),
      200,
      'screenings.history',
    );
    expect(items).toHaveLength(1);
    described(await asPerson('GET', '/api/selftest/submissions'), 200, 'selftest.history');
  });

  it("every page's reads: the site, the service hours, the education and services lists, the bell; a journal saved", async () => {
    const asVisitor = injectAs(t.app, null);
    described(await asVisitor('GET', '/api/site'), 200, 'site.info');
    described(await asVisitor('GET', '/api/chat/service-hours'), 200, 'serviceHours.hours');
    described(await asVisitor('GET', '/api/journals'), 200, 'education.journals');
    described(await asVisitor('GET', '/api/services'), 200, 'services.list');
    described(await injectAs(t.app, person)('GET', '/api/notifications?limit=1'), 200, 'notifications.page');
    const journal = {
      kategori: 'ptsd',
      judul: 'Mengenali trauma',
      sumber: 'https://contoh.id/trauma',
      kutipan: 'Ringkasan artikel.',
    };
    described(await asAdmin('POST', '/api/admin/journals', journal), 201, 'education.savedJournal');
  });

  it("the staff's lists: moderation queue and log, chat inbox, check-ins, counsellors, presence, shifts, users", async () => {
    // A conversation in the inbox.
    described(await injectAs(t.app, other)('GET', '/api/chat/conversation'), 200, 'chat.conversation');
    described(await asAdmin('GET', '/api/admin/moderation'), 200, 'moderation.queue');
    described(await asAdmin('GET', '/api/admin/moderation/log'), 200, 'moderation.log');
    const { users } = described(await asAdmin('GET', '/api/admin/chat/users'), 200, 'adminChat.inbox');
    expect(users.length).toBeGreaterThan(0);
    described(await asAdmin('GET', '/api/admin/checkins'), 200, 'checkins.admin');
    described(await asAdmin('GET', '/api/admin/chat/counsellors'), 200, 'adminChat.counsellors');
    described(await asAdmin('PUT', '/api/admin/presence', { status: 'online' }), 200, 'adminChat.presence');
    described(await asAdmin('GET', '/api/admin/shifts'), 200, 'shifts.shifts');
    described(await asAdmin('GET', '/api/admin/users'), 200, 'users.list');
    described(await asAdmin('GET', '/api/admin/audit-log'), 200, 'users.auditLog');
  });

  it('a refusal in the error envelope the web reads', async () => {
    const refused = await injectAs(t.app, person)('POST', '/api/screenings/phq9/submissions', {
      jawaban: [],
    });
    expect(refused.statusCode).toBe(400);
    expect(errorBodySchema.safeParse(refused.json()).error?.issues ?? []).toEqual([]);
  });
});
