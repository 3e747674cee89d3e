import { retentionCutoff } from '@sehat/core/privacy/retention';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { claimWindowMs } from './claims';

/**
 * Visitors' results of every screening past SELFTEST_ANON_RETENTION_DAYS become counts per day,
 * screening and outcome (PHQ-9's and GAD-7's band, SRQ-29's result and severity), in one
 * statement of the hourly sweep (ADR 65); claim tokens past their window are cleared (ADR 113).
 */
export default fp<{ days: number }>(
  async (app, { days }) => {
    app.housekeeping.task('screening-results-retention', async (tx, now) => {
      const cutoff = retentionCutoff(now, days);
      await tx.execute(sql`
        with gone as (
          delete from screening_results
          where user_id is null and created_at < ${cutoff.toISOString()}
          returning created_at, code, band, hasil, severity
        )
        insert into screening_result_counts (day, code, outcome, count)
        select (created_at at time zone 'UTC')::date, code,
          case when band is null then jsonb_build_object('hasil', hasil, 'severity', severity)
            else jsonb_build_object('band', band) end,
          count(*)::int
        from gone group by 1, 2, 3
        on conflict (day, code, outcome)
        do update set count = screening_result_counts.count + excluded.count`);
      for (const [code, windowMs] of Object.entries(claimWindowMs)) {
        const claimCutoff = new Date(now.getTime() - windowMs);
        await tx.execute(sql`
          update screening_results set claim_hash = null
          where code = ${code} and claim_hash is not null and created_at < ${claimCutoff.toISOString()}`);
      }
      return [];
    });
  },
  { name: 'screening-results-retention', dependencies: ['housekeeping'] },
);
