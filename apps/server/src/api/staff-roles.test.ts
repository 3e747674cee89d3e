import { beforeAll, describe, expect, it } from 'vitest';
import { createStaff, registerUser, useTestApp, type Account } from '../../test/helper';
import { conversationOf, listMessages, sent } from '../../test/chat';
import { injectAs } from '../../test/inject-as';
import { label, malformedRequest, operationsOf } from '../../test/openapi';

/** What each staff role below admin may call (api.md "Roles and supervision"); all else is 403. */
const inbox = [
  '/api/admin/chat/',
  '/api/admin/presence',
  '/api/admin/checkins',
  '/api/admin/programs/',
  '/api/admin/shifts',
  // One's own wellbeing checks and debriefs (ADR 231): every staff role has the inbox area.
  '/api/admin/wellbeing/',
];
const allowed = {
  counsellor: inbox,
  supervisor: [...inbox, '/api/admin/reports/', '/api/admin/supervision/'],
} as const;
/**
 * Inside the inbox, what only supervisors may do: whisper, transfer (ADR 229), set the shifts
 * (ADR 232) and review (ADR 231).
 */
const supervisory = [
  'POST /api/admin/chat/conversations/{id}/whispers',
  'POST /api/admin/chat/conversations/{id}/transfer',
  'PUT /api/admin/shifts/',
  'GET /api/admin/chat/conversations/{id}/reviews',
  'POST /api/admin/chat/conversations/{id}/reviews',
];
const mayCall = (role: keyof typeof allowed, method: string, path: string) =>
  (role !== 'counsellor' || !supervisory.includes(`${method} ${path}`)) &&
  allowed[role].some(
    (prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );

const t = useTestApp();
let user: Account;
let counsellor: Account;
let supervisor: Account;
beforeAll(async () => {
  user = await registerUser(t.app);
  counsellor = await createStaff(t.app, 'counsellor');
  supervisor = await createStaff(t.app, 'supervisor');
});

it('lets counsellors and supervisors through only the admin routes of their role, before reading input', async () => {
  const operations = (await operationsOf(t.app)).filter((operation) =>
    operation.path.startsWith('/api/admin/'),
  );
  expect(operations.length).toBeGreaterThan(20);
  const answered: Record<string, string> = {};
  const expected: Record<string, string> = {};
  for (const operation of operations) {
    const name = label(operation);
    const outcome = async (account: Account) =>
      (await t.app.inject(malformedRequest(operation, account.cookie))).statusCode === 403 ? '403' : 'passed';
    answered[name] = `counsellor ${await outcome(counsellor)}, supervisor ${await outcome(supervisor)}`;
    const want = (role: keyof typeof allowed) =>
      mayCall(role, operation.method, operation.path) ? 'passed' : '403';
    expected[name] = `counsellor ${want('counsellor')}, supervisor ${want('supervisor')}`;
  }
  expect(answered).toEqual(expected);
});

describe('a counsellor and a supervisor', () => {
  const refused = () =>
    [
      ['GET', '/api/admin/users', undefined],
      ['POST', `/api/admin/users/${user.id}/password-reset-link`, undefined],
      ['GET', '/api/admin/audit-log', undefined],
      ['GET', '/api/admin/services/export', undefined],
      ['POST', '/api/admin/journals', { title: 'Judul', category: 'depresi', content: 'Isi' }],
      ['POST', '/api/admin/selftest/questions', { text: 'Pertanyaan baru?' }],
      ['PUT', '/api/admin/service-hours', { timeZone: 'Asia/Jakarta', weekly: [], closedDates: [] }],
      ['GET', '/api/admin/moderation', undefined],
    ] as const;

  it('get 403 with the forbidden message from users, reset links, services, journals, questions, hours and moderation', async () => {
    for (const account of [counsellor, supervisor]) {
      for (const [method, url, payload] of refused()) {
        const response = await injectAs(t.app, account)(method, url, payload);
        expect(response.statusCode, `${account.username} ${method} ${url}`).toBe(403);
        expect(response.json().error).toEqual({
          code: 'FORBIDDEN',
          message: 'Anda tidak memiliki akses untuk tindakan ini.',
        });
      }
    }
  });

  it('work the inbox: list, quick answers, check-ins, own presence and replies', async () => {
    const conversationId = await conversationOf(t.app, user);
    await sent(t.app, user, conversationId, 'Halo, saya butuh teman bicara.');
    for (const account of [counsellor, supervisor]) {
      const call = injectAs(t.app, account);
      expect((await call('GET', '/api/admin/chat/users')).statusCode).toBe(200);
      expect((await call('GET', '/api/admin/chat/canned-responses')).statusCode).toBe(200);
      expect((await call('GET', '/api/admin/checkins')).statusCode).toBe(200);
      expect((await call('GET', '/api/admin/programs/flags')).statusCode).toBe(200);
      expect((await call('PUT', '/api/admin/presence', { status: 'online' })).statusCode).toBe(200);
      await sent(t.app, account, conversationId, `Halo, saya ${account.username}.`);
    }
    const messages = (await listMessages(t.app, user, conversationId)).json().messages as {
      senderRole: string;
    }[];
    // The counsellor side stays `admin` in messages, whatever the counsellor's role (the contract).
    expect(messages.map((message) => message.senderRole)).toEqual(['user', 'admin', 'admin']);
  });

  it('count as counsellors a conversation may be given to', async () => {
    const conversationId = await conversationOf(t.app, await registerUser(t.app));
    const call = injectAs(t.app, counsellor);
    const team = (await call('GET', '/api/admin/chat/counsellors')).json().counsellors as { id: number }[];
    expect(team.map((member) => member.id)).toEqual(expect.arrayContaining([counsellor.id, supervisor.id]));
    const given = await call('PATCH', `/api/admin/chat/conversations/${conversationId}`, {
      assigneeId: supervisor.id,
    });
    expect(given.statusCode).toBe(200);
    expect(given.json().conversation.assignee.id).toBe(supervisor.id);
  });
});

describe('reports', () => {
  it('are for supervisors, not counsellors', async () => {
    const url = '/api/admin/reports/chat?from=2025-03-01&to=2025-03-31';
    expect((await injectAs(t.app, counsellor)('GET', url)).statusCode).toBe(403);
    const report = await injectAs(t.app, supervisor)('GET', url);
    expect(report.statusCode, report.body).toBe(200);
  });
});
