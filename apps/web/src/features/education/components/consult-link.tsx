import { MessageCircleHeart } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { educationLabels } from '@sehat/core/education/messages';
import { paths } from '#web/config/paths';
import { useSession } from '#web/lib/auth/session';
import { openChat } from '#web/features/chat';
import styles from './education.module.css';

const text = educationLabels.featured.consult;

/**
 * 'konsul dengan ahlinya': opens the chat popup for a logged-in user; a visitor is taken to
 * the login form (chat needs an account, spec §6) and comes back here with the chat open.
 */
export function ConsultLink() {
  const { user } = useSession();
  const location = useLocation();
  const body = (
    <>
      <MessageCircleHeart aria-hidden="true" className={styles.featuredIcon} />
      <span className={styles.featuredText}>
        <span className={styles.featuredTitle}>{text.title}</span>
        <span>{user ? text.text : text.loginHint}</span>
      </span>
    </>
  );
  if (user) {
    return (
      <button type="button" className={styles.featured} onClick={openChat}>
        {body}
      </button>
    );
  }
  return (
    <Link
      to={paths.Login.getHref({ path: `${location.pathname}${location.search}`, chat: true })}
      className={styles.featured}
    >
      {body}
    </Link>
  );
}
