import { programErrors, programGuidanceNotice, programTeamAlert } from '@sehat/core/programs/messages';
import { flagsOf } from '@sehat/core/programs/outcome';
import type { Program } from '@sehat/core/programs/program';
import { programReminderAt } from '@sehat/core/programs/reminders';
import type {
  CompleteSessionResponse,
  EnrolmentChoicesBody,
  EnrolmentResponse,
} from '@sehat/core/programs/schemas';
import { keptWorksheet, type Worksheet } from '@sehat/core/programs/worksheet';
import type { ScreeningAnswer } from '@sehat/core/screenings/instruments';
import { scoreScreening } from '@sehat/core/screenings/scoring';
import fp from 'fastify-plugin';
import { conflict, notFound } from '../../platform/http/errors';
import { lastStepOf, nextSession, outcomeOf, presentEnrolment } from './presenter';

export interface CompletedSession {
  worksheet: Worksheet;
  phq9: ScreeningAnswer[];
  clientId: string | null;
}

export interface ProgramCommands {
  /**
   * Records a session's worksheet and PHQ-9 (checked by the route), in order: a session whose
   * previous one is not done is a 409. Deterioration or a crisis answer tells the counsellors.
   * The same send again (its `clientId` on the session's row) changes nothing and answers as now.
   */
  complete(
    userId: number,
    program: Program,
    nomor: number,
    done: CompletedSession,
  ): Promise<CompleteSessionResponse>;
  /**
   * Stores the person's choices (ADR 234). Asking for guidance tells the team in the person's
   * conversation; reminders plan the next session's one reminder.
   */
  choose(userId: number, program: Program, choices: EnrolmentChoicesBody): Promise<EnrolmentResponse>;
}

declare module 'fastify' {
  interface FastifyInstance {
    programCommands: ProgramCommands;
  }
}

export default fp(
  async (app) => {
    const repository = app.programRepository;
    const commands: ProgramCommands = {
      complete: (userId, program, nomor, done) =>
        app.db.transaction(async (tx) => {
          const enrolment = await repository.lock(tx, userId, program.code);
          if (!enrolment) throw notFound(programErrors.notEnrolled);
          const before = await repository.completions(enrolment.id, tx);
          const resent =
            done.clientId !== null &&
            before.some((row) => row.nomor === nomor && row.clientId === done.clientId);
          if (resent) {
            return { enrolment: presentEnrolment(program, enrolment, before), outcome: outcomeOf(before) };
          }
          if (nomor > 1 && !before.some((completion) => completion.nomor === nomor - 1)) {
            throw conflict('PREVIOUS_SESSION_REQUIRED', programErrors.previousSessionFirst);
          }
          const session = program.sessions.find((candidate) => candidate.nomor === nomor)!;
          const measured = scoreScreening('phq9', done.phq9);
          const saved = await repository.saveCompletion(tx, {
            enrolmentId: enrolment.id,
            nomor,
            worksheet: keptWorksheet(session, done.worksheet),
            phq9: done.phq9,
            score: measured.score,
            clientId: done.clientId,
          });
          const after = [...before.filter((completion) => completion.nomor !== nomor), saved].sort(
            (a, b) => a.nomor - b.nomor,
          );
          const outcome = outcomeOf(after);
          await repository.setFlags(tx, enrolment.id, flagsOf(outcome));
          // The next session's reminder counts from this one; none once the last is done.
          await repository.setReminderDue(
            tx,
            enrolment.id,
            programReminderAt({
              reminders: enrolment.reminders,
              next: nextSession(program, after),
              lastStep: lastStepOf(enrolment, after),
            }),
          );
          // This measure's own crisis answer, whichever session it redid.
          const { crisis } = measured;
          if (crisis || outcome.deterioration) {
            await app.chatTeamAlerts.raise(tx, {
              userId,
              key: `selfhelp-${saved.id}-${saved.completedAt.getTime()}`,
              text: crisis ? programTeamAlert.crisis(nomor) : programTeamAlert.deterioration(nomor),
              source: 'selfhelp',
              risk: { signal: true, crisis },
            });
          }
          return { enrolment: presentEnrolment(program, enrolment, after), outcome };
        }),

      choose: (userId, program, choices) =>
        app.db.transaction(async (tx) => {
          const enrolment = await repository.lock(tx, userId, program.code);
          if (!enrolment) throw notFound(programErrors.notEnrolled);
          const done = await repository.completions(enrolment.id, tx);
          const reminders = choices.reminders ?? enrolment.reminders;
          const asked = choices.guidance === true && enrolment.guidanceAt === null;
          const guidanceAt =
            choices.guidance === undefined
              ? enrolment.guidanceAt
              : choices.guidance
                ? (enrolment.guidanceAt ?? new Date())
                : null;
          const saved = await repository.setChoices(tx, enrolment.id, {
            guidanceAt,
            reminders,
            reminderDueAt: programReminderAt({
              reminders,
              next: nextSession(program, done),
              lastStep: lastStepOf(enrolment, done),
            }),
          });
          if (asked) {
            await app.chatTeamAlerts.notify(tx, {
              userId,
              key: `program-guidance-${enrolment.id}-${guidanceAt!.getTime()}`,
              text: programGuidanceNotice(program.title),
            });
          }
          return { enrolment: presentEnrolment(program, saved, done) };
        }),
    };
    app.decorate('programCommands', commands);
  },
  {
    name: 'program-commands',
    dependencies: ['db', 'program-repository', 'chat-team-alerts'],
  },
);
