import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTwoTestDatabases } from '../../../../test/database';
import {
  buildTestApp,
  registerUser,
  sessionCookie,
  testMailConfig,
  type TestApp,
} from '../../../../test/helper';
import { confirmReset, loginAs, requestReset, verifyEmailFromMail } from '../../../../test/recovery';
import { linkIn, startSmtp, type TestSmtp } from '../../../../test/smtp';

/** Two instances on one database, as behind a load balancer: the reset goes through A. */
let a: TestApp;
let b: TestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
  const [first, second] = await openTwoTestDatabases();
  const mail = testMailConfig(smtp.url);
  a = await buildTestApp({ mail }, first);
  b = await buildTestApp({ mail }, second);
});
afterAll(async () => {
  await b.close();
  await a.close();
  await smtp.close();
});

const userOn = async (on: TestApp, cookie: string) =>
  (await on.app.inject({ url: '/api/auth/session', headers: { cookie } })).json<{
    user: { id: number } | null;
  }>().user;

describe('a password reset on one instance', () => {
  it('ends the sessions another instance holds', async () => {
    const account = await registerUser(a.app);
    await a.app.mailer.flush();
    await verifyEmailFromMail(a.app, smtp, account);
    const onB = sessionCookie(await loginAs(b.app, account.username, account.password));
    expect((await userOn(b, onB))?.id).toBe(account.id);

    expect((await requestReset(a.app, account.email)).statusCode).toBe(202);
    const [mail] = await smtp.waitFor(
      1,
      (m) => m.to === account.email && m.text.includes('/atur-ulang-kata-sandi'),
    );
    const token = linkIn(mail!, '/atur-ulang-kata-sandi').searchParams.get('token')!;
    const reset = await confirmReset(a.app, token, 'kata-sandi-baru-99');
    expect(reset.statusCode).toBe(204);

    await vi.waitFor(async () => expect(await userOn(b, onB)).toBeNull(), { timeout: 5_000 });
    expect((await userOn(b, sessionCookie(reset)))?.id).toBe(account.id);
  });
});
