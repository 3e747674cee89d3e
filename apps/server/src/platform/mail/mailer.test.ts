import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { openTwoTestDatabases } from '../../../test/database';
import { buildTestApp, registerUser, testMailConfig } from '../../../test/helper';
import { startSmtp } from '../../../test/smtp';
import { rowsOf } from '../database/rows';
import { retryDelayMs } from './outbox-queries';

const outboxOf = async (app: FastifyInstance, userId: number) =>
  rowsOf<{ attempts: number; sentAt: Date | null; lastError: string | null }>(
    await app.db.execute(
      sql`select attempts, sent_at as "sentAt", last_error as "lastError" from mail_outbox where user_id = ${userId}`,
    ),
  );

describe('the mail outbox', () => {
  it('waits out a mail server that is down, across a restart, and then sends the mail once', async () => {
    const [first, second] = await openTwoTestDatabases();
    // A server that is not there: the port of one just closed.
    const gone = await startSmtp();
    await gone.close();
    const before = await buildTestApp({ mail: testMailConfig(gone.url) }, second);
    const account = await registerUser(before.app);
    await before.app.mailer.flush();
    const [failed] = await outboxOf(before.app, account.id);
    expect(failed).toMatchObject({ sentAt: null });
    expect(failed!.attempts).toBeGreaterThanOrEqual(1);
    expect(failed!.lastError).toBeTruthy();
    await before.close();

    const smtp = await startSmtp();
    const after = await buildTestApp({ mail: testMailConfig(smtp.url) }, first);
    try {
      await smtp.waitFor(1, (m) => m.to === account.email);
      await after.app.mailer.flush();
      expect(smtp.received.filter((m) => m.to === account.email)).toHaveLength(1);
      const [sent] = await outboxOf(after.app, account.id);
      expect(sent!.sentAt).not.toBeNull();
      expect(sent!.lastError).toBeNull();
    } finally {
      await after.close();
      await smtp.close();
    }
  });

  it('sends each mail once when two instances work the same outbox', async () => {
    const smtp = await startSmtp();
    const [first, second] = await openTwoTestDatabases();
    const mail = testMailConfig(smtp.url);
    const a = await buildTestApp({ mail }, first);
    const b = await buildTestApp({ mail }, second);
    try {
      const accounts = [];
      // Through both instances, so both workers are woken for every mail.
      for (let i = 0; i < 12; i += 1) accounts.push(await registerUser(i % 2 ? a.app : b.app));
      await smtp.waitFor(accounts.length);
      await Promise.all([a.app.mailer.flush(), b.app.mailer.flush()]);
      expect(smtp.received.map((m) => m.to).sort()).toEqual(accounts.map((x) => x.email).sort());
    } finally {
      await b.close();
      await a.close();
      await smtp.close();
    }
  });
});

describe('retry back-off', () => {
  it('doubles from the base and stops growing at an hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(30_000, n))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(30_000, 20)).toBe(60 * 60 * 1000);
  });
});
