/**
 * Guided self-help programmes (api.md "Guided self-help with measured outcomes"): what a
 * programme and its sessions are. No zod here: the programme pages a visitor reads import this.
 */

/** One blank of a session's worksheet: `id` is the key its answer is stored under. */
export interface WorksheetField {
  id: string;
  label: string;
  /** A short example or prompt under the label. */
  hint: string;
}

export interface ProgramSession {
  nomor: number;
  title: string;
  minutes: number;
  /** Short paragraphs, read in order. */
  steps: readonly string[];
  worksheet: { title: string; fields: readonly WorksheetField[] };
}

export interface Program {
  code: string;
  title: string;
  intro: string;
  sessions: readonly ProgramSession[];
  /** Where the ideas come from (the text is the site's own). */
  sources: readonly { title: string; url: string }[];
}

/** The longest answer one worksheet blank keeps. */
export const worksheetFieldMaxLength = 1000;

/** Total minutes of a programme, for the list. */
export function programMinutes(program: Program): number {
  return program.sessions.reduce((sum, session) => sum + session.minutes, 0);
}
