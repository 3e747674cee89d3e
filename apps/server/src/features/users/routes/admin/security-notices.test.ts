import { accountMailCopy } from '@sehat/core/auth/mail-messages';
import { securityNoticeMessages } from '@sehat/core/auth/messages';
import { notificationLinks } from '@sehat/core/notifications/links';
import { describe, expect, it } from 'vitest';
import { adminEditFields } from '../../../../../test/admin-users';
import { registerUser, sessionCookie, type Account } from '../../../../../test/helper';
import { injectAs, useAdmin } from '../../../../../test/inject-as';
import { useMailApp } from '../../../../../test/mail-app';
import { notificationsOf } from '../../../../../test/notifications';
import { loginAs, verifyEmailFromMail } from '../../../../../test/recovery';

const t = useMailApp();
const { admin, call } = useAdmin(t);

async function verifiedUser() {
  const account = await registerUser(t.app);
  await t.flushMail();
  await verifyEmailFromMail(t.app, t.smtp, account);
  return account;
}

const NEW_PASSWORD = 'sandi-dari-admin-7';
const setPassword = (account: Account) =>
  call('PUT', `/api/admin/users/${account.id}`, adminEditFields(account, { password: NEW_PASSWORD }));
const makeLink = (account: Account) => call('POST', `/api/admin/users/${account.id}/password-reset-link`);
const noticesOf = async (account: Account) =>
  (await notificationsOf(t.app, account)).notifications.filter((n) => n.kind === 'account_security');
const mailsTo = (account: Account, subject: string) =>
  t.smtp.received.filter((m) => m.to === account.email && m.subject === subject);

describe('the owner hears when someone else acts on their password', () => {
  it.each([
    ['sets it', setPassword, 'password_set', accountMailCopy.passwordSetByAdmin],
    ['makes a reset link', makeLink, 'reset_link', accountMailCopy.resetLinkByAdmin],
  ] as const)('an admin %s: in the bell and by mail, nothing else in them', async (_, act, event, copy) => {
    const member = await verifiedUser();
    expect((await act(member)).statusCode).toBeLessThan(300);

    // A new password ended the member's sessions: they read the bell after logging in with it.
    const reader =
      event === 'password_set'
        ? { ...member, cookie: sessionCookie(await loginAs(t.app, member.username, NEW_PASSWORD)) }
        : member;
    const [notice, ...more] = await noticesOf(reader);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ text: securityNoticeMessages[event], link: notificationLinks.profile });
    await t.flushMail();
    const [mail] = await t.smtp.waitFor(1, (m) => mailsTo(member, copy.subject).includes(m));
    for (const line of [...copy.lines, ...copy.after]) expect(mail!.text).toContain(line);
    expect(mail!.text).toContain(`${t.config.siteOrigin}${notificationLinks.profile}`);
    expect(mail!.text).not.toContain(member.username);
    expect(mail!.text).not.toContain(admin.username);
  });

  it('even with every channel of it turned off; an unverified address is told in the bell only', async () => {
    const member = await registerUser(t.app);
    const off = { inApp: false, push: false, email: false };
    const put = await injectAs(t.app, member)('PUT', '/api/profile/notification-preferences', {
      preferences: { account_security: off },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().preferences.account_security).toEqual({ inApp: true, push: true, email: false });

    expect((await makeLink(member)).statusCode).toBe(201);
    expect(await noticesOf(member)).toHaveLength(1);
    await t.flushMail();
    expect(mailsTo(member, accountMailCopy.resetLinkByAdmin.subject)).toEqual([]);
  });

  it('not when an admin acts on their own account, nor for an edit that keeps the password', async () => {
    const member = await verifiedUser();
    const kept = await call(
      'PUT',
      `/api/admin/users/${member.id}`,
      adminEditFields(member, { address: 'Jl. Melati 2' }),
    );
    expect(kept.statusCode).toBe(200);
    expect(await noticesOf(member)).toEqual([]);

    expect((await makeLink(admin)).statusCode).toBe(201);
    expect(await noticesOf(admin)).toEqual([]);
  });
});
