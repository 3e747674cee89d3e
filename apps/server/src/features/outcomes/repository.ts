import { asc, and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import fp from 'fastify-plugin';
import { programEnrolments, programSessionCompletions, screeningResults } from '../../db/schema/index';

export interface PeriodEnrolment {
  code: string;
  /** Done sessions in session order. */
  measures: { nomor: number; answers: number[]; score: number }[];
}

/** Dates 'YYYY-MM-DD', both counted, in the service's time zone. */
export interface Period {
  from: string;
  to: string;
  timezone: string;
}

export interface OutcomeRepository {
  /** How many results of each screening were taken in the period. */
  screenings(period: Period): Promise<{ srq29: number; phq9: number; gad7: number }>;
  /** The enrolments begun in the period, each with its measures so far. */
  enrolments(period: Period): Promise<PeriodEnrolment[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    outcomeRepository: OutcomeRepository;
  }
}

/** Counts over every person, never a row about one: what the public outcomes page is built from. */
/** `column` falls on one of the period's days. */
function within(column: AnyPgColumn, { from, to, timezone }: Period) {
  return and(
    gte(column, sql`(${from}::date::timestamp at time zone ${timezone})`),
    lt(column, sql`((${to}::date + 1)::timestamp at time zone ${timezone})`),
  );
}

export default fp(
  async (app) => {
    const { db } = app;
    const repository: OutcomeRepository = {
      async screenings(period) {
        const counted = await db
          .select({ code: screeningResults.code, count: count() })
          .from(screeningResults)
          .where(within(screeningResults.createdAt, period))
          .groupBy(screeningResults.code);
        const of = (code: string) => counted.find((row) => row.code === code)?.count ?? 0;
        return { srq29: of('srq29'), phq9: of('phq9'), gad7: of('gad7') };
      },
      async enrolments(period) {
        const rows = await db
          .select({
            id: programEnrolments.id,
            code: programEnrolments.code,
            nomor: programSessionCompletions.nomor,
            answers: programSessionCompletions.phq9,
            score: programSessionCompletions.score,
          })
          .from(programEnrolments)
          .leftJoin(
            programSessionCompletions,
            eq(programSessionCompletions.enrolmentId, programEnrolments.id),
          )
          .where(within(programEnrolments.startedAt, period))
          .orderBy(asc(programEnrolments.id), asc(programSessionCompletions.nomor));
        const byId = new Map<number, PeriodEnrolment>();
        for (const row of rows) {
          const enrolment = byId.get(row.id) ?? { code: row.code, measures: [] };
          byId.set(row.id, enrolment);
          if (row.nomor !== null && row.answers !== null && row.score !== null) {
            enrolment.measures.push({ nomor: row.nomor, answers: row.answers, score: row.score });
          }
        }
        return [...byId.values()];
      },
    };
    app.decorate('outcomeRepository', repository);
  },
  { name: 'outcome-repository', dependencies: ['db'] },
);
