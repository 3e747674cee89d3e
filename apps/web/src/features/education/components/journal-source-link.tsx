import { ExternalLink } from 'lucide-react';
import { educationLabels, educationMessages } from '@sehat/core/education/messages';
import { VisuallyHidden } from '#web/components/ui/visually-hidden';
import { sourceHost } from '../utils/source-host';
import styles from './articles.module.css';

/**
 * A journal's source: opened in a new tab without giving that page a handle on this one
 * (noopener) or the address it came from (noreferrer); 'Link tidak tersedia' when none.
 */
export function JournalSourceLink({ link, judul }: { link: string | null; judul: string }) {
  if (!link) return <span className={styles.noLink}>{educationMessages.noLink}</span>;
  return (
    <a href={link} target="_blank" rel="noopener noreferrer" className={styles.sourceLink}>
      <span>{educationLabels.openSource}</span>
      <VisuallyHidden>
        : {judul} {educationLabels.newTab}
      </VisuallyHidden>
      <span className={styles.host} aria-hidden="true">
        {sourceHost(link)}
      </span>
      <ExternalLink aria-hidden="true" size={16} />
    </a>
  );
}
