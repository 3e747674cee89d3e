import { CheckCircle2, Circle, Lock } from 'lucide-react';
import { Link } from 'react-router';
import type { Program } from '@sehat/core/programs/program';
import { programLabels } from '@sehat/core/programs/messages';
import type { Enrolment } from '@sehat/core/programs/schemas';
import { paths } from '#web/config/paths';
import styles from './programs.module.css';

type State = 'done' | 'next' | 'locked' | 'open';

function stateOf(nomor: number, enrolment: Enrolment | null): State {
  if (!enrolment) return 'open';
  if (enrolment.completed.includes(nomor)) return 'done';
  return enrolment.next === nomor ? 'next' : 'locked';
}

const statusText: Record<State, string | null> = {
  done: programLabels.done,
  next: programLabels.next,
  locked: programLabels.locked,
  open: null,
};

/** Every session with its minutes and, for a member, whether it is done, next or waits. */
export function SessionList({ program, enrolment }: { program: Program; enrolment: Enrolment | null }) {
  return (
    <section className={styles.panel} aria-labelledby="program-sessions">
      <h2 id="program-sessions" className={styles.panelTitle}>
        {programLabels.sessionsTitle}
      </h2>
      {enrolment && <p>{programLabels.progress(enrolment.completed.length, program.sessions.length)}</p>}
      <ol className={styles.list}>
        {program.sessions.map((session) => {
          const state = stateOf(session.nomor, enrolment);
          const Icon = state === 'done' ? CheckCircle2 : state === 'locked' ? Lock : Circle;
          return (
            <li key={session.nomor} className={styles.session} data-state={state}>
              <Link
                to={paths.ProgramSession.getHref(program.code, session.nomor)}
                className={styles.sessionLink}
              >
                {programLabels.sessionLabel(session.nomor)}: {session.title}
              </Link>
              <span className={styles.status}>
                {statusText[state] && (
                  <>
                    <Icon aria-hidden="true" size={16} />
                    {statusText[state]} ·{' '}
                  </>
                )}
                {programLabels.minutes(session.minutes)}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
