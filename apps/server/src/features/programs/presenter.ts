import { programOutcome, type ProgramOutcome } from '@sehat/core/programs/outcome';
import type { Program } from '@sehat/core/programs/program';
import type { Enrolment, EnrolmentDetail, ProgramDetail } from '@sehat/core/programs/schemas';
import type { ProgramEnrolmentRow, ProgramSessionCompletionRow } from '../../db/schema/index';

/** The contract's `enrolment`: which sessions are done and which comes next. */
export function presentEnrolment(
  program: Program,
  row: ProgramEnrolmentRow,
  done: readonly ProgramSessionCompletionRow[],
): Enrolment {
  const completed = done.map((completion) => completion.nomor);
  const next = program.sessions.find((session) => !completed.includes(session.nomor))?.nomor ?? null;
  return { code: row.code, startedAt: row.startedAt.toISOString(), completed, next };
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
