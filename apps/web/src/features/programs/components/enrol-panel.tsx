import { LogIn, Play } from 'lucide-react';
import { programErrors, programLabels } from '@sehat/core/programs/messages';
import { Button } from '#web/components/ui/button';
import { ButtonLink } from '#web/components/ui/button-link';
import { FormAlert } from '#web/components/ui/form-alert';
import { paths } from '#web/config/paths';
import { errorMessage } from '#web/lib/api-error';
import { useEnrol } from '../api/enrol';
import styles from './programs.module.css';

/** Who may keep progress, and the way to begin: log in (a visitor) or the enrol button (a user). */
export function EnrolPanel({ code, viewer }: { code: string; viewer: 'visitor' | 'user' | 'staff' }) {
  const enrol = useEnrol(code);
  return (
    <section className={styles.panel} aria-label={programLabels.enrol}>
      {viewer === 'visitor' && (
        <>
          <p>{programLabels.visitorNote}</p>
          <ButtonLink
            to={paths.Login.getHref({ path: paths.Program.getHref(code) })}
            className={styles.action}
          >
            <LogIn aria-hidden="true" size={18} />
            {programLabels.loginToSave}
          </ButtonLink>
        </>
      )}
      {viewer === 'staff' && <p>{programLabels.staffNote}</p>}
      {viewer === 'user' && (
        <>
          <p className={styles.muted}>{programLabels.teamNote}</p>
          <FormAlert message={enrol.error ? errorMessage(enrol.error, programErrors.enrolFailed) : null} />
          <Button className={styles.action} loading={enrol.isPending} onClick={() => enrol.mutate()}>
            <Play aria-hidden="true" size={18} />
            {enrol.isPending ? programLabels.enrolling : programLabels.enrol}
          </Button>
        </>
      )}
    </section>
  );
}
