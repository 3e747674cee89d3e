import { retentionCutoff } from '@sehat/core/privacy/retention';
import { lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { rowsOf } from '../../db/rows';
import { chatEvents, chatResultShares, messages, rateLimits, sessions } from '../../db/schema/index';
import type { Tx } from '../../db/transaction';
import { purgeChatMessages } from '../app/chat/purge-messages';

const HOUR_MS = 60 * 60 * 1000;
/** Any fixed number: the advisory lock that lets one instance sweep at a time. */
const SWEEP_LOCK = 0x5e4a7;

export interface Housekeeping {
  /** One sweep now (the timer runs it hourly); false when another instance holds the lock. */
  sweep(now?: Date): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    housekeeping: Housekeeping;
  }
}

/** Anonymous submissions past retention become counts per day and result, in one statement. */
async function foldAnonymousSubmissions(tx: Tx, cutoff: Date) {
  await tx.execute(sql`
    with gone as (
      delete from selftest_submissions
      where user_id is null and created_at < ${cutoff.toISOString()}
      returning created_at, hasil, severity
    )
    insert into selftest_anonymous_counts (day, hasil, severity, count)
    select (created_at at time zone 'UTC')::date, hasil, severity, count(*)::int
    from gone group by 1, 2, 3
    on conflict (day, hasil, severity)
    do update set count = selftest_anonymous_counts.count + excluded.count`);
}

/**
 * The one scheduler: hourly, expired sessions and finished rate-limit windows go, anonymous
 * self-test submissions past SELFTEST_ANON_RETENTION_DAYS become counts, and chat messages
 * and results shared in the chat past CHAT_RETENTION_DAYS (when set) go, with the files. Safe with several instances.
 */
export default fp<{ retention: AppConfig['retention'] }>(
  async (app, { retention }) => {
    const sweep = async (now = new Date()) => {
      const result = await app.db.transaction(async (tx) => {
        const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK}) as ok`);
        if (!rowsOf<{ ok: boolean }>(locked)[0]?.ok) return null;
        await tx.delete(sessions).where(lt(sessions.expiresAt, now));
        await tx.delete(rateLimits).where(lt(rateLimits.resetAt, now));
        await foldAnonymousSubmissions(tx, retentionCutoff(now, retention.selftestAnonymousDays));
        if (retention.chatDays === null) return [];
        const cutoff = retentionCutoff(now, retention.chatDays);
        const files = await purgeChatMessages(tx, lt(messages.createdAt, cutoff));
        await tx.delete(chatEvents).where(lt(chatEvents.createdAt, cutoff));
        await tx.delete(chatResultShares).where(lt(chatResultShares.sharedAt, cutoff));
        return files;
      });
      if (!result) return false;
      await app.fileStorage.removeAll(result, 'an expired chat file');
      return true;
    };
    app.decorate('housekeeping', { sweep });

    const timer = setInterval(() => {
      sweep().catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping sweep failed'));
    }, HOUR_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'housekeeping', dependencies: ['db', 'file-storage'] },
);
