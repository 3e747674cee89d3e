import { ArrowRight, Footprints } from 'lucide-react';
import { Link } from 'react-router';
import { programLabels } from '@sehat/core/programs/messages';
import { offeredProgram } from '@sehat/core/programs/registry';
import { paths } from '#web/config/paths';
import styles from './result.module.css';

/** The self-help programme, offered as the first next step of a mild or moderate result. */
export function ProgramOffer() {
  return (
    <li className={styles.step} data-tier="program">
      <h3 className={styles.stepTitle}>
        <Footprints aria-hidden="true" size={22} />
        {programLabels.offerTitle}
      </h3>
      <p>{programLabels.offerText}</p>
      <Link to={paths.Program.getHref(offeredProgram.code)} className={styles.stepLink}>
        {programLabels.offerLink}
        <ArrowRight aria-hidden="true" size={16} />
      </Link>
    </li>
  );
}
