import { MessagesSquare, ShieldCheck } from 'lucide-react';
import { labels } from '@sehat/core/messages';
import { forumLabels } from '@sehat/core/forum/messages';
import styles from './forum-hero.module.css';

/** 'Bertanya?...': the forum's heading and what it is for. */
export function ForumHero({ moderation }: { moderation: boolean }) {
  return (
    <header className={styles.hero}>
      <div className={styles.text}>
        <p className={styles.eyebrow}>{labels.nav.forum}</p>
        <h1 className={styles.title}>{forumLabels.heroTitle}</h1>
        <p className={styles.lead}>{forumLabels.heroText}</p>
        {moderation && (
          <p className={styles.moderation}>
            <ShieldCheck aria-hidden="true" size={18} />
            {forumLabels.moderationNote}
          </p>
        )}
      </div>
      <MessagesSquare aria-hidden="true" className={styles.art} />
    </header>
  );
}
