import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminEditFields } from '../../../../test/admin-users';
import { registerUser, useTestApp, type Account } from '../../../../test/helper';
import { injectAs, useAdmin } from '../../../../test/inject-as';
import { confirmReset, loginAs } from '../../../../test/recovery';
import { resetPassword } from '../../../cli/reset-password';
import { mailOutbox } from '../../../db/schema/index';
import { RESET_MAIL } from '../../../platform/accounts/password-store';

const t = useTestApp();
const { call } = useAdmin(t);

/** A reset link out for `account`, as an admin hands one over. */
async function linkFor(account: Account): Promise<string> {
  const response = await call('POST', `/api/admin/users/${account.id}/password-reset-link`);
  return new URL(response.json<{ link: string }>().link).searchParams.get('token')!;
}

async function expectDead(token: string, account: Account, password: string) {
  const used = await confirmReset(t.app, token, 'sandi-dari-tautan-lama-1');
  expect(used.statusCode).toBe(400);
  expect(used.json().error.code).toBe('RESET_TOKEN_INVALID');
  expect((await loginAs(t.app, account.username, password)).statusCode).toBe(200);
}

describe('a password change revokes every reset link still out', () => {
  it('when the owner changes it', async () => {
    const member = await registerUser(t.app);
    const token = await linkFor(member);
    const changed = await injectAs(t.app, member)('PUT', '/api/auth/password', {
      currentPassword: member.password,
      newPassword: 'sandi-pilihan-sendiri-2',
    });
    expect(changed.statusCode).toBe(204);
    await expectDead(token, member, 'sandi-pilihan-sendiri-2');
  });

  it('when an admin sets it', async () => {
    const member = await registerUser(t.app);
    const token = await linkFor(member);
    const edited = await call(
      'PUT',
      `/api/admin/users/${member.id}`,
      adminEditFields(member, { password: 'sandi-dari-admin-3' }),
    );
    expect(edited.statusCode).toBe(200);
    await expectDead(token, member, 'sandi-dari-admin-3');
  });

  it('when the command line resets it', async () => {
    const member = await registerUser(t.app);
    const token = await linkFor(member);
    const password = await resetPassword(
      t.app.db,
      member.username,
      t.config.passwordCost,
      t.app.securityNotices,
    );
    await expectDead(token, member, password);
  });

  it('and drops a reset mail not sent yet, so it never carries a new link', async () => {
    const member = await registerUser(t.app);
    // Queued but not due yet: the outbox worker leaves it alone while the password changes.
    await t.app.db.insert(mailOutbox).values({
      userId: member.id,
      kind: RESET_MAIL,
      toAddress: member.email,
      nextAttemptAt: sql`now() + interval '1 hour'`,
      discardAfter: sql`now() + interval '2 hours'`,
    });
    const changed = await injectAs(t.app, member)('PUT', '/api/auth/password', {
      currentPassword: member.password,
      newPassword: 'sandi-pilihan-sendiri-5',
    });
    expect(changed.statusCode).toBe(204);
    const [mail] = await t.app.db
      .select({ droppedAt: mailOutbox.droppedAt, sentAt: mailOutbox.sentAt })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, member.id), eq(mailOutbox.kind, RESET_MAIL)));
    expect(mail).toMatchObject({ droppedAt: expect.any(Date), sentAt: null });
  });

  it('and an admin edit that leaves the password alone keeps them', async () => {
    const member = await registerUser(t.app);
    const token = await linkFor(member);
    const edited = await call(
      'PUT',
      `/api/admin/users/${member.id}`,
      adminEditFields(member, { address: 'Jl. Mawar 1' }),
    );
    expect(edited.statusCode).toBe(200);
    expect((await confirmReset(t.app, token, 'sandi-dari-tautan-4')).statusCode).toBe(204);
  });
});
