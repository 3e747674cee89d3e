import { accountMailCopy } from '@sehat/core/auth/mail-messages';
import { securityNoticeMessages } from '@sehat/core/auth/messages';
import { notificationLinks } from '@sehat/core/notifications/links';
import { describe, expect, it, vi } from 'vitest';
import { createAdmin, registerUser, sessionCookie } from '../../test/helper';
import { useMailApp } from '../../test/mail-app';
import { notificationsOf } from '../../test/notifications';
import { loginAs, verifyEmailFromMail } from '../../test/recovery';
import { resetPassword as reset, UnknownUserError } from './reset-password';

const t = useMailApp();

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: username, password } });
const resetPassword = (db: typeof t.app.db, username: string) =>
  reset(db, username, t.config.passwordCost, t.app.securityNotices);
const session = (cookie: string) => t.app.inject({ url: '/api/auth/session', headers: { cookie } });

describe('resetPassword (npm run admin:reset-password)', () => {
  it('gives an admin a new random password and ends all of their sessions', async () => {
    const admin = await createAdmin(t.app, 'lupa-sandi-lama');
    expect((await session(admin.cookie)).json()).toMatchObject({ user: { id: admin.id } });

    const password = await resetPassword(t.app.db, admin.username.toUpperCase());
    expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);

    // The command runs beside the server: the server hears of the ended sessions through the
    // database's announcement, a moment after the command commits (ADR 101).
    await vi.waitFor(async () => expect((await session(admin.cookie)).json()).toMatchObject({ user: null }));
    expect((await login(admin.username, 'lupa-sandi-lama')).statusCode).toBe(401);
    expect((await login(admin.username, password)).statusCode).toBe(200);
  });

  it('never gives two resets the same password, and leaves other accounts alone', async () => {
    const other = await registerUser(t.app);
    const admin = await createAdmin(t.app);
    const first = await resetPassword(t.app.db, admin.username);
    const second = await resetPassword(t.app.db, admin.username);
    expect(second).not.toBe(first);
    expect((await session(other.cookie)).json()).toMatchObject({ user: { id: other.id } });
  });

  it('tells the owner in the bell and by mail, as when an admin sets it in the app (ADR 211)', async () => {
    const member = await registerUser(t.app);
    await t.flushMail();
    await verifyEmailFromMail(t.app, t.smtp, member);

    const password = await resetPassword(t.app.db, member.username);

    const reader = { ...member, cookie: sessionCookie(await loginAs(t.app, member.username, password)) };
    const notices = (await notificationsOf(t.app, reader)).notifications.filter(
      (n) => n.kind === 'account_security',
    );
    expect(notices).toMatchObject([
      { text: securityNoticeMessages.password_set, link: notificationLinks.profile },
    ]);
    await t.flushMail();
    const copy = accountMailCopy.passwordSetByAdmin;
    const [mail] = await t.smtp.waitFor(1, (m) => m.to === member.email && m.subject === copy.subject);
    for (const line of copy.lines) expect(mail!.text).toContain(line);
    expect(mail!.text).not.toContain(password);
  });

  it('refuses an unknown username without changing anything', async () => {
    await expect(resetPassword(t.app.db, 'tidak-ada-orangnya')).rejects.toBeInstanceOf(UnknownUserError);
  });
});
