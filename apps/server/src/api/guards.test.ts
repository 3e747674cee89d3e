import { beforeAll, expect, it } from 'vitest';
import { createAdmin, registerUser, useTestApp, type Account } from '../../test/helper';
import { label, malformedRequest, operationsOf } from '../../test/openapi';

/** Everything a visitor may call. Every other operation needs a session. */
const publicOperations = [
  'GET /api/health',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'GET /api/auth/session',
  'POST /api/auth/logout',
  'GET /api/journals/',
  'GET /api/forum/questions',
  'GET /api/forum/questions/{id}',
  'GET /api/forum/questions/{id}/responses',
  'GET /api/selftest/questions',
  'POST /api/selftest/submissions',
  'GET /api/selftest/crisis-contacts',
  'GET /api/site/',
  'GET /api/services/',
  'GET /api/chat/service-hours/',
  // Recovery and the unsubscribe link work without a session: the person may have none.
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset/confirm',
  'POST /api/auth/email-verification/confirm',
  'GET /api/notification-preferences/unsubscribe',
  'POST /api/notification-preferences/unsubscribe',
  'GET /api/push/public-key',
  'GET /api/screenings/',
  'GET /api/screenings/{code}',
  'POST /api/screenings/{code}/submissions',
  // Anyone may read the self-help programmes and the published outcomes (issue 52).
  'GET /api/programs/',
  'GET /api/programs/{code}',
  'GET /api/outcomes/',
];
const isAdminOperation = (path: string) => path.startsWith('/api/admin/');

const t = useTestApp();
let user: Account;
let admin: Account;
beforeAll(async () => {
  admin = await createAdmin(t.app);
  user = await registerUser(t.app);
});

it('lists only operations that exist', async () => {
  const operations = (await operationsOf(t.app)).map(label);
  expect(operations).toEqual(expect.arrayContaining(publicOperations));
});

it('guards every operation before reading its input: visitors 401 unless public, users 403 on admin routes', async () => {
  const operations = await operationsOf(t.app);
  const answered: Record<string, string> = {};
  const expected: Record<string, string> = {};
  for (const operation of operations) {
    const name = label(operation);
    const asVisitor = await t.app.inject(malformedRequest(operation, undefined));
    const asUser = await t.app.inject(malformedRequest(operation, user.cookie));
    const asAdmin = await t.app.inject(malformedRequest(operation, admin.cookie));
    const guardOf = (status: number, refused: number) => (status === refused ? String(status) : 'passed');
    answered[name] = [
      `visitor ${guardOf(asVisitor.statusCode, 401)}`,
      `user ${guardOf(asUser.statusCode, isAdminOperation(operation.path) ? 403 : 401)}`,
      `admin ${guardOf(asAdmin.statusCode, 401)}`,
    ].join(', ');
    const visitor = publicOperations.includes(name) ? 'passed' : '401';
    expected[name] =
      `visitor ${visitor}, user ${isAdminOperation(operation.path) ? '403' : 'passed'}, admin passed`;
  }
  expect(answered).toEqual(expected);
});
