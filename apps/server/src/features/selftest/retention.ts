import { retentionCutoff } from '@sehat/core/privacy/retention';
import { selftestRules } from '@sehat/core/selftest/constants';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';

/**
 * Anonymous submissions past SELFTEST_ANON_RETENTION_DAYS become counts per day and result, in
 * one statement of the hourly sweep; claim tokens past their window are cleared (ADR 113).
 */
export default fp<{ days: number }>(
  async (app, { days }) => {
    app.housekeeping.task('selftest-anonymous-retention', async (tx, now) => {
      const cutoff = retentionCutoff(now, days);
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
      const claimCutoff = new Date(now.getTime() - selftestRules.claimWindowMs);
      await tx.execute(sql`
        update selftest_submissions set claim_token_hash = null
        where claim_token_hash is not null and created_at < ${claimCutoff.toISOString()}`);
      return [];
    });
  },
  { name: 'selftest-retention', dependencies: ['housekeeping'] },
);
