import { BookOpen, MessageCircleHeart } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { forumLabels } from '@sehat/core/forum/messages';
import { articleSectionId, paths } from '#web/config/paths';
import { openChat } from '#web/features/chat';
import styles from './featured-links.module.css';

/** The two ways on from the forum: the article room, and a chat with a counsellor. */
export function FeaturedLinks({ loggedIn }: { loggedIn: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const consult = () => {
    // The chat popup lives in the site layout for logged-in users; a visitor logs in first
    // and comes back here with the chat open.
    if (loggedIn) openChat();
    else void navigate(paths.Login.getHref({ path: `${location.pathname}${location.search}`, chat: true }));
  };
  return (
    <section className={styles.featured} aria-labelledby="forum-featured-title">
      <h2 id="forum-featured-title" className={styles.title}>
        {forumLabels.featuredTitle}
      </h2>
      <Link to={paths.Education.getHref(articleSectionId)} className={styles.item}>
        <BookOpen aria-hidden="true" className={styles.icon} />
        <span>
          <span className={styles.itemTitle}>{forumLabels.featuredArticles}</span>
          <span className={styles.itemText}>{forumLabels.featuredArticlesText}</span>
        </span>
      </Link>
      <button type="button" className={styles.item} onClick={consult}>
        <MessageCircleHeart aria-hidden="true" className={styles.icon} />
        <span>
          <span className={styles.itemTitle}>{forumLabels.featuredChat}</span>
          <span className={styles.itemText}>{forumLabels.featuredChatText}</span>
        </span>
      </button>
    </section>
  );
}
