import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { outcomeLabels } from '@sehat/core/outcomes/messages';
import { programLabels } from '@sehat/core/programs/messages';
import { programMinutes } from '@sehat/core/programs/program';
import { programs } from '@sehat/core/programs/registry';
import { PageContainer } from '#web/components/layout/page-container';
import { ButtonLink } from '#web/components/ui/button-link';
import { PageHeader } from '#web/components/ui/page-header';
import { PageTitle } from '#web/components/ui/page-title';
import { paths } from '#web/config/paths';
import styles from '../components/programs.module.css';

/** /program: the programmes on offer. Their text is in the page's own chunk, so it reads offline too. */
export function ProgramsRoute() {
  return (
    <PageContainer width="medium" className={styles.page}>
      <PageTitle title={programLabels.listTitle} />
      <PageHeader title={programLabels.listTitle}>
        <p>{programLabels.listIntro}</p>
      </PageHeader>
      {programs.map((program) => (
        <section key={program.code} className={styles.panel} aria-labelledby={`program-${program.code}`}>
          <h2 id={`program-${program.code}`} className={styles.panelTitle}>
            {program.title}
          </h2>
          <p className={styles.muted}>
            {programLabels.sessionsCount(program.sessions.length)} ·{' '}
            {programLabels.minutesTotal(programMinutes(program))}
          </p>
          <p>{program.intro}</p>
          <ButtonLink to={paths.Program.getHref(program.code)} className={styles.action}>
            {programLabels.open}
            <ArrowRight aria-hidden="true" size={18} />
          </ButtonLink>
        </section>
      ))}
      <Link to={paths.Outcomes.getHref()} className={styles.sessionLink}>
        {outcomeLabels.link}
      </Link>
    </PageContainer>
  );
}
