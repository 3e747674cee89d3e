import { programOutcome, type ProgramOutcome } from '@sehat/core/programs/outcome';
import type { Program } from '@sehat/core/programs/program';
import type { Enrolment, EnrolmentDetail, ProgramCase, ProgramDetail } from '@sehat/core/programs/schemas';
import type { ProgramEnrolmentRow, ProgramSessionCompletionRow } from '../../db/schema/index';

/** The contract's `enrolment`: which sessions are done and which comes next. */
export function presentEnrolment(
  program: Program,
  row: ProgramEnrolmentRow,
  done: readonly ProgramSessionCompletionRow[],
): Enrolment {
  const completed = done.map((completion) => completion.nomor);
  return {
    code: row.code,
    startedAt: row.startedAt.toISOString(),
    completed,
    next: nextSession(program, done),
    guidance: row.guidanceAt !== null,
    reminders: row.reminders,
  };
}

/** The first session not done yet, null once every one is. */
export function nextSession(program: Program, done: readonly ProgramSessionCompletionRow[]): number | null {
  return program.sessions.find((session) => !done.some((row) => row.nomor === session.nomor))?.nomor ?? null;
}

/** When the person last moved on: the newest done session, else their enrolment. */
export function lastStepOf(row: ProgramEnrolmentRow, done: readonly ProgramSessionCompletionRow[]): Date {
  return new Date(
    Math.max(row.startedAt.getTime(), ...done.map((completion) => completion.completedAt.getTime())),
  );
}

/** What the counsellor's case panel shows of a guided programme: progress and totals, no answer. */
export function presentProgramCase(
  program: Program,
  row: ProgramEnrolmentRow,
  done: readonly ProgramSessionCompletionRow[],
): ProgramCase {
  const { baseline, latest } = outcomeOf(done);
  return {
    code: program.code,
    title: program.title,
    sessionsDone: done.length,
    sessions: program.sessions.length,
    baseline,
    latest,
    flags: row.flags,
    guidanceSince: row.guidanceAt!.toISOString(),
  };
}

/** The outcome over the done sessions' measures, in session order. */
export function outcomeOf(done: readonly ProgramSessionCompletionRow[]): ProgramOutcome {
  return programOutcome(done.map(({ nomor, phq9, score }) => ({ nomor, answers: phq9, score })));
}

export function presentEnrolmentDetail(
  program: Program,
  row: ProgramEnrolmentRow,
  done: readonly ProgramSessionCompletionRow[],
): EnrolmentDetail {
  return {
    enrolment: presentEnrolment(program, row, done),
    measures: done.map(({ nomor, score, completedAt }) => ({ nomor, score, at: completedAt.toISOString() })),
    outcome: outcomeOf(done),
    sessions: done.map(({ nomor, worksheet, completedAt }) => ({
      nomor,
      worksheet,
      completedAt: completedAt.toISOString(),
    })),
  };
}

/** The contract's programme: its sessions with their steps and worksheets, and its sources. */
export function presentProgram({ code, title, intro, sessions, sources }: Program): ProgramDetail {
  return {
    code,
    title,
    intro,
    sessions: sessions.map((session) => ({
      ...session,
      steps: [...session.steps],
      worksheet: { title: session.worksheet.title, fields: [...session.worksheet.fields] },
    })),
    sources: [...sources],
  };
}
