import { ClipboardCheck, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { educationLabels } from '@sehat/core/education/messages';
import { paths } from '#web/config/paths';
import { ConsultLink } from './consult-link';
import styles from './education.module.css';

const links = [
  { to: paths.TesDiri.getHref(), Icon: ClipboardCheck, ...educationLabels.featured.selfTest },
  { to: paths.Forum.getHref(), Icon: MessagesSquare, ...educationLabels.featured.forum },
];

/** Where to go next from the education corner, including a talk with a counsellor. */
export function FeaturedLinks() {
  return (
    <aside className={styles.featuredBox} aria-labelledby="featured-title">
      <h2 id="featured-title" className={styles.featuredHeading}>
        {educationLabels.featuredTitle}
      </h2>
      <ul className={styles.featuredList}>
        {links.map(({ to, Icon, title, text }) => (
          <li key={to}>
            <Link to={to} className={styles.featured}>
              <Icon aria-hidden="true" className={styles.featuredIcon} />
              <span className={styles.featuredText}>
                <span className={styles.featuredTitle}>{title}</span>
                <span>{text}</span>
              </span>
            </Link>
          </li>
        ))}
        <li>
          <ConsultLink />
        </li>
      </ul>
    </aside>
  );
}
