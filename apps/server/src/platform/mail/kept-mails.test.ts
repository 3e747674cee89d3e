import { keptMailDays } from '@sehat/core/admin/mail-status';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { keptMails } from '../../db/schema/index';
import { openTwoTestDatabases } from '../../../test/database';
import { type Account, buildTestApp, registerUser, useTestApp } from '../../../test/helper';
import { injectAs } from '../../../test/inject-as';
import { keptMailsOf, linkInKept } from '../../../test/kept-mails';
import { requestReset, settleResets } from '../../../test/recovery';

// No SMTP_URL: the tests' default mail config.
const t = useTestApp();

/** Verifies the account's address through the link in its kept registration mail. */
async function verifyFromKeptMail(app: FastifyInstance, account: Account) {
  await app.mailer.flush();
  const link = (await keptMailsOf(app, account.id))
    .map((mail) => linkInKept(mail, '/verifikasi-email'))
    .find(Boolean);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/auth/email-verification/confirm',
    payload: { token: link!.searchParams.get('token') },
  });
  expect(confirmed.statusCode).toBe(204);
}

describe('mail without SMTP_URL', () => {
  it('keeps a reset-password mail, the whole message, in the database and writes no file', async () => {
    const account = await registerUser(t.app);
    await verifyFromKeptMail(t.app, account);
    expect((await requestReset(t.app, account.email)).statusCode).toBe(202);
    await settleResets(t.app);

    const kept = await keptMailsOf(t.app, account.id);
    const reset = kept.find((mail) => linkInKept(mail, '/atur-ulang-kata-sandi'));
    expect(reset).toMatchObject({ toAddress: account.email, subject: reset!.parsed.subject });
    expect(reset!.message).toMatch(/^To: /m);
    expect(reset!.parsed.to).toMatchObject({ value: [{ address: account.email }] });
    expect(reset!.parsed.html).toContain('/atur-ulang-kata-sandi');
    expect(existsSync(path.join(t.config.dataDir, 'mail'))).toBe(false);
  });

  it(`sweeps kept mails after ${keptMailDays} days and keeps younger ones`, async () => {
    const account = await registerUser(t.app);
    await t.app.mailer.flush();
    const [young] = await keptMailsOf(t.app, account.id);
    const old = await registerUser(t.app);
    await t.app.mailer.flush();
    const [aged] = await keptMailsOf(t.app, old.id);
    await t.app.db
      .update(keptMails)
      .set({ createdAt: sql`now() - make_interval(days => ${keptMailDays}) - interval '1 minute'` })
      .where(eq(keptMails.mailId, aged!.mailId));
    await t.app.db
      .update(keptMails)
      .set({ createdAt: sql`now() - make_interval(days => ${keptMailDays}) + interval '1 hour'` })
      .where(eq(keptMails.mailId, young!.mailId));

    expect(await t.app.housekeeping.sweep()).toBe(true);
    const left = await t.app.db
      .select({ mailId: keptMails.mailId })
      .from(keptMails)
      .where(inArray(keptMails.mailId, [young!.mailId, aged!.mailId]));
    expect(left).toEqual([{ mailId: young!.mailId }]);
  });

  it('a mail one instance kept is gone once the account is deleted through another', async () => {
    const [first, second] = await openTwoTestDatabases();
    const a = await buildTestApp({}, first);
    const b = await buildTestApp({}, second);
    try {
      const account = await registerUser(a.app);
      const bystander = await registerUser(a.app);
      await a.app.mailer.flush();
      const keptByA = (await keptMailsOf(a.app, account.id)).map((mail) => mail.mailId);
      expect(keptByA).not.toEqual([]);
      expect(await keptMailsOf(b.app, account.id)).toHaveLength(keptByA.length);

      const deleted = await injectAs(b.app, account)('DELETE', '/api/profile', {
        password: account.password,
      });
      expect(deleted.statusCode).toBe(204);

      for (const app of [a.app, b.app]) {
        expect(await app.db.select().from(keptMails).where(inArray(keptMails.mailId, keptByA))).toEqual([]);
        expect(await keptMailsOf(app, bystander.id)).not.toEqual([]);
      }
    } finally {
      await b.close();
      await a.close();
    }
  });
});
