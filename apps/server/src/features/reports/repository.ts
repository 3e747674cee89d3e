import { responseTargetMinutes } from '@sehat/core/chat/counsellor-service';
import { noFigures, type RawFigures } from '@sehat/core/reports/figures';
import { reportLimits, type ReportQuery } from '@sehat/core/reports/schemas';
import { sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { rowsOf } from '../../platform/database/rows';

export interface GroupedFigures {
  total: RawFigures;
  byDay: Map<string, RawFigures>;
  byHour: Map<number, RawFigures>;
}

export interface ReviewSums {
  counsellorId: number | null;
  fullName: string | null;
  reviews: number;
  engagement: number;
  collaboration: number;
  safetyAssessment: number;
}

export interface QualityFigures {
  reviews: ReviewSums[];
  wellbeing: { entries: number; sum: number };
  debriefs: { due: number; heldInTime: number; heldLate: number; open: number };
}

export interface ReportRepository {
  /** The chat's figures for the dates (in `timezone`), whole and by day and hour of day. */
  chat(query: ReportQuery, timezone: string, now: Date): Promise<GroupedFigures>;
  /** Reviews, wellbeing checks and debriefs of the dates (in `timezone`), summed (ADR 231). */
  quality(query: ReportQuery, timezone: string): Promise<QualityFigures>;
}

declare module 'fastify' {
  interface FastifyInstance {
    reportRepository: ReportRepository;
  }
}

interface FigureRow {
  day: string | null;
  hour: number | null;
  no_day: number;
  no_hour: number;
  conversations: number;
  response_seconds: number[];
  within_target: number;
  abandoned: number;
  risky: number;
  rating_sum: number;
  rating_count: number;
}

const seconds = (ms: number) => Math.round(ms / 1000);

/**
 * One request for help ("percakapan" in the report, ADR 197): the person's messages from their
 * first one after a resolution (or ever) up to the next resolution. It begins at that first
 * message; its first response is the first counsellor reply (never an automatic message) inside
 * it; it is risky when it holds crisis language or a shared crisis result; its rating is the one
 * given for the resolution that ended it. Everything is counted in one statement, grouped by the
 * whole range, by day and by hour of day in the service's time zone.
 */
const figuresSql = (query: ReportQuery, timezone: string, now: Date) => sql`
with user_messages as (
  select m.conversation_id, m.created_at, m.crisis,
    (select count(*) from chat_resolutions r
      where r.conversation_id = m.conversation_id and r.resolved_at <= m.created_at) as episode
  from chat_messages m
  where m.sender_role = 'user'
    and m.created_at < ((${query.to}::date + 1)::timestamp at time zone ${timezone})
), episodes as (
  select conversation_id, min(created_at) as started_at, bool_or(crisis) as crisis
  from user_messages group by conversation_id, episode
), bounded as (
  select e.*,
    (select min(r.resolved_at) from chat_resolutions r
      where r.conversation_id = e.conversation_id and r.resolved_at > e.started_at) as ended_at
  from episodes e
  where e.started_at >= (${query.from}::date::timestamp at time zone ${timezone})
), measured as (
  select b.*,
    (select min(a.created_at) from chat_messages a
      where a.conversation_id = b.conversation_id and a.sender_role = 'admin' and not a.automatic
        and a.created_at >= b.started_at and (b.ended_at is null or a.created_at <= b.ended_at)) as replied_at,
    b.crisis or exists (
      select 1 from chat_result_shares s join screening_results t on t.id = s.result_id
      where s.conversation_id = b.conversation_id and t.code = 'srq29' and t.crisis and s.shared_at >= b.started_at
        and (b.ended_at is null or s.shared_at <= b.ended_at)
    ) as risky,
    (select g.score from chat_ratings g join chat_resolutions r on r.id = g.resolution_id
      where r.conversation_id = b.conversation_id and r.resolved_at = b.ended_at limit 1) as score
  from bounded b
), facts as (
  select to_char(started_at at time zone ${timezone}, 'YYYY-MM-DD') as day,
    extract(hour from started_at at time zone ${timezone})::int as hour,
    risky, score,
    round(extract(epoch from replied_at - started_at))::int as seconds,
    replied_at is null
      and (ended_at is not null or started_at < ${now.toISOString()}::timestamptz - make_interval(secs => ${seconds(reportLimits.abandonedAfterMs)}::int))
      as abandoned
  from measured
)
select day, hour, grouping(day) as no_day, grouping(hour) as no_hour,
  count(*)::int as conversations,
  coalesce(array_agg(seconds order by seconds) filter (where seconds is not null), '{}') as response_seconds,
  count(*) filter (where seconds <= case when risky then ${responseTargetMinutes.risky * 60}::int
    else ${responseTargetMinutes.other * 60}::int end)::int as within_target,
  count(*) filter (where abandoned)::int as abandoned,
  count(*) filter (where risky)::int as risky,
  coalesce(sum(score), 0)::int as rating_sum,
  count(score)::int as rating_count
from facts
group by grouping sets ((), (day), (hour))`;

const rawOf = (row: FigureRow): RawFigures => ({
  conversations: row.conversations,
  responseSeconds: row.response_seconds.map(Number),
  withinTarget: row.within_target,
  abandoned: row.abandoned,
  risky: row.risky,
  ratingSum: row.rating_sum,
  ratingCount: row.rating_count,
});

/** From the first date's midnight to the midnight after the last, in the service's time zone. */
const within = (column: SQL, query: ReportQuery, timezone: string) =>
  sql`${column} >= (${query.from}::date::timestamp at time zone ${timezone})
    and ${column} < ((${query.to}::date + 1)::timestamp at time zone ${timezone})`;

const reviewSumsSql = (query: ReportQuery, timezone: string) => sql`
select r.counsellor_id as "counsellorId", u.full_name as "fullName", count(*)::int as reviews,
  sum(r.engagement)::int as engagement, sum(r.collaboration)::int as collaboration,
  sum(r.safety_assessment)::int as "safetyAssessment"
from chat_reviews r left join users u on u.id = r.counsellor_id
where ${within(sql`r.created_at`, query, timezone)}
group by r.counsellor_id, u.full_name
order by u.full_name nulls last`;

const wellbeingSql = (query: ReportQuery, timezone: string) => sql`
select count(*)::int as entries, coalesce(sum(score), 0)::int as sum
from staff_wellbeing where ${within(sql`created_at`, query, timezone)}`;

const debriefsSql = (query: ReportQuery, timezone: string) => sql`
select count(*)::int as due,
  count(*) filter (where held_at <= due_at)::int as "heldInTime",
  count(*) filter (where held_at > due_at)::int as "heldLate",
  count(*) filter (where held_at is null)::int as open
from chat_debriefs where ${within(sql`due_at`, query, timezone)}`;

/** The report's SQL aggregation over the chat's tables (ADR 197). */
export default fp(
  async (app) => {
    const repository: ReportRepository = {
      async chat(query, timezone, now) {
        const rows = rowsOf<FigureRow>(await app.db.execute(figuresSql(query, timezone, now)));
        const grouped: GroupedFigures = { total: noFigures, byDay: new Map(), byHour: new Map() };
        for (const row of rows) {
          if (row.no_day && row.no_hour) grouped.total = rawOf(row);
          else if (row.day !== null && !row.no_day) grouped.byDay.set(row.day, rawOf(row));
          else if (row.hour !== null) grouped.byHour.set(row.hour, rawOf(row));
        }
        return grouped;
      },
      async quality(query, timezone) {
        const [reviews, wellbeing, debriefs] = await Promise.all([
          app.db.execute(reviewSumsSql(query, timezone)),
          app.db.execute(wellbeingSql(query, timezone)),
          app.db.execute(debriefsSql(query, timezone)),
        ]);
        return {
          reviews: rowsOf<ReviewSums>(reviews),
          wellbeing: rowsOf<QualityFigures['wellbeing']>(wellbeing)[0]!,
          debriefs: rowsOf<QualityFigures['debriefs']>(debriefs)[0]!,
        };
      },
    };
    app.decorate('reportRepository', repository);
  },
  { name: 'report-repository', dependencies: ['db'] },
);
