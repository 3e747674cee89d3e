import { worksheetFieldMaxLength, type ProgramSession } from './program';

/** A filled worksheet: each blank's answer by its field id. */
export type Worksheet = Record<string, string>;

/** Why a worksheet cannot be kept: a blank the session does not have, a too-long answer, or nothing written. */
export type WorksheetProblem = 'unknownField' | 'tooLong' | 'empty';

/** What is wrong with a worksheet for `session`, or null when it can be kept as it is. */
export function worksheetProblem(session: ProgramSession, worksheet: Worksheet): WorksheetProblem | null {
  const ids = new Set(session.worksheet.fields.map((field) => field.id));
  const entries = Object.entries(worksheet);
  if (entries.some(([id]) => !ids.has(id))) return 'unknownField';
  if (entries.some(([, answer]) => answer.trim().length > worksheetFieldMaxLength)) return 'tooLong';
  return entries.some(([, answer]) => answer.trim() !== '') ? null : 'empty';
}

/** The worksheet as kept: every blank of the session, trimmed, in the session's order. */
export function keptWorksheet(session: ProgramSession, worksheet: Worksheet): Worksheet {
  return Object.fromEntries(
    session.worksheet.fields.map((field) => [field.id, worksheet[field.id]?.trim() ?? '']),
  );
}
