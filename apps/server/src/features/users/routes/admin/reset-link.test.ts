import { recoveryLimits } from '@sehat/core/auth/recovery';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminEditFields } from '../../../../../test/admin-users';
import { createAdmin, registerUser, sessionCookie, useTestApp } from '../../../../../test/helper';
import { injectAs, useAdmin } from '../../../../../test/inject-as';
import { confirmReset, loginAs } from '../../../../../test/recovery';

const t = useTestApp();
const { admin, call } = useAdmin(t);
const linkFor = (id: number) => `/api/admin/users/${id}/password-reset-link`;

describe('POST /api/admin/users/:id/password-reset-link', () => {
  it('gives a one-time link that sets a new password without any mail, and records who made it', async () => {
    const member = await registerUser(t.app);
    const response = await call('POST', linkFor(member.id));
    expect(response.statusCode).toBe(201);
    const { link, expiresAt } = response.json<{ link: string; expiresAt: string }>();
    const url = new URL(link);
    expect(url.pathname).toBe('/atur-ulang-kata-sandi');
    const lifetime = Date.parse(expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(recoveryLimits.adminResetLinkMs - 60_000);
    expect(lifetime).toBeLessThanOrEqual(recoveryLimits.adminResetLinkMs);

    const token = url.searchParams.get('token')!;
    const reset = await confirmReset(t.app, token, 'sandi-dari-admin-1');
    expect(reset.statusCode).toBe(204);
    const session = await t.app.inject({
      url: '/api/auth/session',
      headers: { cookie: sessionCookie(reset) },
    });
    expect(session.json().user.id).toBe(member.id);
    expect((await loginAs(t.app, member.username, 'sandi-dari-admin-1')).statusCode).toBe(200);
    expect((await confirmReset(t.app, token, 'sandi-lain-22')).statusCode).toBe(400);

    const log = await call('GET', '/api/admin/audit-log?limit=5');
    expect(log.json().entries).toContainEqual(
      expect.objectContaining({
        action: 'user.password_reset_link',
        actor: { id: admin.id, username: admin.username },
        target: { id: member.id, username: member.username },
      }),
    );
    expect(log.body).not.toContain(token);
  });

  it('works for another admin too (the first admin printed at start)', async () => {
    const other = await registerUser(t.app);
    await t.app.db.execute(sql`update users set role = 'admin' where id = ${other.id}`);
    expect((await call('POST', linkFor(other.id))).statusCode).toBe(201);
  });

  it('dies with its maker: once they are deleted, or no admin any more, it opens nothing', async () => {
    for (const end of ['deleted', 'demoted'] as const) {
      const maker = await createAdmin(t.app);
      const member = await registerUser(t.app);
      const made = await injectAs(t.app, maker)('POST', linkFor(member.id));
      const token = new URL(made.json<{ link: string }>().link).searchParams.get('token')!;
      const ended =
        end === 'deleted'
          ? await call('DELETE', `/api/admin/users/${maker.id}`)
          : await call('PUT', `/api/admin/users/${maker.id}`, adminEditFields(maker, { role: 'user' }));
      expect(ended.statusCode).toBeLessThan(300);

      const used = await confirmReset(t.app, token, 'sandi-dari-tautan-1');
      expect(used.statusCode, end).toBe(400);
      expect(used.json().error.code).toBe('RESET_TOKEN_INVALID');
      expect((await loginAs(t.app, member.username, member.password)).statusCode).toBe(200);
    }
  });

  it('is for admins only, and 404 for nobody', async () => {
    const member = await registerUser(t.app);
    expect((await injectAs(t.app, member)('POST', linkFor(member.id))).statusCode).toBe(403);
    expect((await injectAs(t.app, null)('POST', linkFor(member.id))).statusCode).toBe(401);
    expect((await call('POST', linkFor(2_000_000))).statusCode).toBe(404);
  });
});

describe('GET /api/admin/mail-status', () => {
  it('says mail is not configured without SMTP_URL, to admins only', async () => {
    expect((await call('GET', '/api/admin/mail-status')).json()).toEqual({ configured: false, failing: 0 });
    const member = await registerUser(t.app);
    expect((await injectAs(t.app, member)('GET', '/api/admin/mail-status')).statusCode).toBe(403);
  });
});
