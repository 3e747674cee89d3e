import { accountMailCopy } from '@sehat/core/auth/mail-messages';
import { describe, expect, it } from 'vitest';
import { registerUser, sessionCookie } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';
import { useMailApp } from '../../../../test/mail-app';
import { linkIn } from '../../../../test/smtp';

const t = useMailApp();

const confirm = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/email-verification/confirm', payload: { token } });

async function sessionUser(cookie: string) {
  const response = await t.app.inject({ url: '/api/auth/session', headers: { cookie } });
  return response.json<{ user: { email: string; emailVerified: boolean } }>().user;
}

describe('e-mail verification', () => {
  it('registration sends a verification mail whose link verifies the address once', async () => {
    const account = await registerUser(t.app);
    expect(await sessionUser(account.cookie)).toMatchObject({ emailVerified: false });

    await t.flushMail();
    const [mail] = await t.smtp.waitFor(1, (m) => m.to === account.email);
    expect(mail!.subject).toBe(accountMailCopy.emailVerification.subject);
    expect(mail!.html).toContain(accountMailCopy.emailVerification.action);
    const token = linkIn(mail!, '/verifikasi-email').searchParams.get('token')!;

    // The link works without a session (it may be opened on another device).
    expect((await confirm(token)).statusCode).toBe(204);
    expect(await sessionUser(account.cookie)).toMatchObject({ emailVerified: true });
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('VERIFICATION_TOKEN_INVALID');
  });

  it('"kirim ulang" sends a new mail to an unverified address; a verified one gets 409', async () => {
    const account = await registerUser(t.app);
    const call = injectAs(t.app, account);
    expect((await call('POST', '/api/auth/email-verification')).statusCode).toBe(202);
    await t.flushMail();
    const mails = await t.smtp.waitFor(2, (m) => m.to === account.email);
    // Both links work until one is used; then the other stops working too.
    const [first, second] = mails.map((m) => linkIn(m, '/verifikasi-email').searchParams.get('token')!);
    expect((await confirm(second!)).statusCode).toBe(204);
    expect((await confirm(first!)).statusCode).toBe(400);
    expect((await call('POST', '/api/auth/email-verification')).statusCode).toBe(409);
  });

  it('a visitor cannot ask for a verification mail', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/email-verification' })).statusCode).toBe(
      401,
    );
  });

  it('changing the e-mail un-verifies it, warns the old address and verifies only the new one', async () => {
    const account = await registerUser(t.app);
    await t.flushMail();
    const [welcome] = await t.smtp.waitFor(1, (m) => m.to === account.email);
    const oldToken = linkIn(welcome!, '/verifikasi-email').searchParams.get('token')!;
    expect((await confirm(oldToken)).statusCode).toBe(204);

    const newEmail = `baru-${account.email}`;
    const changed = await injectAs(t.app, account)('PATCH', '/api/profile', {
      fullName: 'Nama Baru',
      email: newEmail,
      address: '',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user).toMatchObject({ email: newEmail, emailVerified: false });

    await t.flushMail();
    const [warning] = await t.smtp.waitFor(1, (m) => m.to === account.email && m !== welcome);
    expect(warning!.subject).toBe(accountMailCopy.emailChanged.subject);
    expect(warning!.text).not.toContain(newEmail);
    const [verify] = await t.smtp.waitFor(1, (m) => m.to === newEmail);
    expect((await confirm(linkIn(verify!, '/verifikasi-email').searchParams.get('token')!)).statusCode).toBe(
      204,
    );
    expect(await sessionUser(account.cookie)).toMatchObject({ email: newEmail, emailVerified: true });
  });

  it('a link sent to an address the account no longer has does not verify the new one', async () => {
    const account = await registerUser(t.app);
    await t.flushMail();
    const [welcome] = await t.smtp.waitFor(1, (m) => m.to === account.email);
    const response = await injectAs(t.app, account)('PATCH', '/api/profile', {
      fullName: 'Nama',
      email: `lain-${account.email}`,
      address: '',
    });
    expect(response.statusCode).toBe(200);
    expect((await confirm(linkIn(welcome!, '/verifikasi-email').searchParams.get('token')!)).statusCode).toBe(
      400,
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: account.username, password: account.password },
    });
    expect(await sessionUser(sessionCookie(login))).toMatchObject({ emailVerified: false });
  });
});
