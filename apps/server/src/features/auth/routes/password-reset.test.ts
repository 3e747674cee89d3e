import { accountMailCopy } from '@sehat/core/auth/mail-messages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerUser, sessionCookie, uniqueName, withLimits } from '../../../../test/helper';
import { useMailApp } from '../../../../test/mail-app';
import {
  confirmReset,
  loginAs,
  requestReset,
  settleResets,
  verifyEmailFromMail,
} from '../../../../test/recovery';
import { statementsOf } from '../../../../test/statements';
import { passwordResetRequests } from '../../../db/schema/index';
import { linkIn } from '../../../../test/smtp';

const t = useMailApp();

const resetMails = (to: string) =>
  t.smtp.received.filter((m) => m.to === to && m.text.includes('/atur-ulang-kata-sandi'));
const tokenOf = (to: string) =>
  linkIn(resetMails(to).at(-1)!, '/atur-ulang-kata-sandi').searchParams.get('token')!;

async function verifiedUser() {
  const account = await registerUser(t.app);
  await t.flushMail();
  await verifyEmailFromMail(t.app, t.smtp, account);
  return account;
}

describe('password reset', () => {
  it('answers the same for a verified, an unverified and an unknown address; only the first gets a mail', async () => {
    const verified = await verifiedUser();
    const unverified = await registerUser(t.app);
    const unknown = `${uniqueName('tidakada')}@contoh.id`;

    const answers = await Promise.all(
      [verified.email, unverified.email, unknown].map((e) => requestReset(t.app, e)),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({});
    }
    await t.flushMail();
    await t.smtp.waitFor(1, (m) => resetMails(verified.email).includes(m));
    expect(resetMails(unverified.email)).toEqual([]);
    expect(resetMails(unknown)).toEqual([]);
    const [mail] = resetMails(verified.email);
    expect(mail!.subject).toBe(accountMailCopy.passwordReset.subject);
    expect(mail!.html).toContain(accountMailCopy.passwordReset.action);
  });

  it('does the same work in the request for a verified address and an unknown one, reading no account', async () => {
    const verified = await verifiedUser();
    const unknown = `${uniqueName('tidakada')}@contoh.id`;
    // The inject is awaited inside: a request is sent when awaited, and counted where it is.
    const ask = async (email: string) => {
      const sent = await statementsOf(async () => {
        expect((await requestReset(t.app, email)).statusCode).toBe(202);
      });
      return [...sent];
    };

    const forVerified = await ask(verified.email);
    const forUnknown = await ask(unknown);
    expect(forVerified).toContainEqual(expect.stringContaining('"password_reset_requests"'));
    expect(forVerified).toEqual(forUnknown);
    expect(forVerified.join('\n')).not.toMatch(/"users"|"mail_outbox"|"account_tokens"/);

    await settleResets(t.app);
    await t.smtp.waitFor(1, (m) => resetMails(verified.email).includes(m));
    expect(resetMails(unknown)).toEqual([]);
  });

  it('sets the new password, ends every session, logs the person in, and works once', async () => {
    const account = await verifiedUser();
    const otherDevice = sessionCookie(await loginAs(t.app, account.username, account.password));
    await requestReset(t.app, account.email);
    await t.flushMail();
    await t.smtp.waitFor(1, (m) => resetMails(account.email).includes(m));
    const token = tokenOf(account.email);

    const reset = await confirmReset(t.app, token, 'kata-sandi-baru-99');
    expect(reset.statusCode).toBe(204);
    const session = await t.app.inject({
      url: '/api/auth/session',
      headers: { cookie: sessionCookie(reset) },
    });
    expect(session.json().user).toMatchObject({ id: account.id });
    for (const old of [account.cookie, otherDevice]) {
      const stale = await t.app.inject({ url: '/api/auth/session', headers: { cookie: old } });
      expect(stale.json().user).toBeNull();
    }
    expect((await loginAs(t.app, account.username, account.password)).statusCode).toBe(401);
    expect((await loginAs(t.app, account.username, 'kata-sandi-baru-99')).statusCode).toBe(200);

    const reused = await confirmReset(t.app, token, 'kata-sandi-lain-77');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('RESET_TOKEN_INVALID');
  });

  it('refuses an expired token and an unknown one', async () => {
    const account = await verifiedUser();
    await requestReset(t.app, account.email);
    await t.flushMail();
    await t.smtp.waitFor(1, (m) => resetMails(account.email).includes(m));
    await t.app.db.execute(
      sql`update account_tokens set expires_at = now() - interval '1 second' where user_id = ${account.id}`,
    );
    for (const token of [tokenOf(account.email), 'bukan-token-yang-benar']) {
      const response = await confirmReset(t.app, token, 'kata-sandi-baru-99');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('RESET_TOKEN_INVALID');
    }
    expect((await loginAs(t.app, account.username, account.password)).statusCode).toBe(200);
  });

  it('checks the new password with the registration rules', async () => {
    const response = await confirmReset(t.app, 'apa-saja', '123');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.password).toBeDefined();
  });
});

describe('password reset limits', () => {
  const hour = 60 * 60 * 1000;
  const limited = useMailApp({
    ...withLimits({ reset: { max: 3, windowMs: hour }, 'reset:confirm': { max: 3, windowMs: hour } }),
    resetMailLimit: { max: 2, windowMs: hour },
  });
  const resetMailsIn = (to: string) =>
    limited.smtp.received.filter((m) => m.to === to && m.text.includes('/atur-ulang-kata-sandi'));

  it('counts requests per requester, whatever addresses they type', async () => {
    const typed = (n: number) => `${uniqueName(`batas${n}`)}@contoh.id`;
    for (const n of [1, 2, 3])
      expect((await requestReset(limited.app, typed(n), '10.9.0.1')).statusCode).toBe(202);
    const refused = await requestReset(limited.app, typed(4), '10.9.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^Terlalu banyak permintaan atur ulang kata sandi/);
    expect((await requestReset(limited.app, typed(4), '10.9.0.2')).statusCode).toBe(202);

    // A logged-in requester is counted as themselves, not as the address they share.
    const member = await registerUser(limited.app);
    const asMember = await limited.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      remoteAddress: '10.9.0.1',
      headers: { cookie: member.cookie },
      payload: { email: typed(5) },
    });
    expect(asMember.statusCode).toBe(202);
  });

  it("never refuses the owner for a stranger's requests; extra mails to one address are dropped", async () => {
    const owner = await registerUser(limited.app);
    await limited.flushMail();
    await verifyEmailFromMail(limited.app, limited.smtp, owner);
    for (let i = 0; i < 3; i += 1) {
      expect((await requestReset(limited.app, owner.email, '10.9.1.1')).statusCode).toBe(202);
    }
    expect((await requestReset(limited.app, owner.email, '10.9.1.2')).statusCode).toBe(202);
    await settleResets(limited.app);
    await limited.smtp.waitFor(2, (m) => resetMailsIn(owner.email).includes(m));
    expect(resetMailsIn(owner.email)).toHaveLength(2);
    expect(await limited.app.db.$count(passwordResetRequests)).toBe(0);
  });
});
