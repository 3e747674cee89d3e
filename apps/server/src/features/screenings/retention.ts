import { retentionCutoff } from '@sehat/core/privacy/retention';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';

/**
 * Visitors' results past SELFTEST_ANON_RETENTION_DAYS become counts per day, screening and
 * band, in one statement of the hourly sweep (as SRQ-29's, ADR 65). Their claim tokens go with them.
 */
export default fp<{ days: number }>(
  async (app, { days }) => {
    app.housekeeping.task('screenings-anonymous-retention', async (tx, now) => {
      const cutoff = retentionCutoff(now, days);
      await tx.execute(sql`
        with gone as (
          delete from screening_submissions
          where user_id is null and created_at < ${cutoff.toISOString()}
          returning created_at, code, band
        )
        insert into screening_anonymous_counts (day, code, band, count)
        select (created_at at time zone 'UTC')::date, code, band, count(*)::int
        from gone group by 1, 2, 3
        on conflict (day, code, band)
        do update set count = screening_anonymous_counts.count + excluded.count`);
      return [];
    });
  },
  { name: 'screenings-retention', dependencies: ['housekeeping'] },
);
