import { useId } from 'react';
import { MessageCircle } from 'lucide-react';
import type { ForumQuestion } from '@sehat/core/forum/contract';
import { forumLabels } from '@sehat/core/messages';
import { Avatar } from '../../../components/avatar/avatar';
import { ForumTime } from './forum-time';
import { QuestionMenu } from './question-menu';
import { TagChip } from './tag-chip';
import styles from './question-card.module.css';

/** One question in the list; its title opens the detail panel. */
export function QuestionCard({
  question,
  onOpen,
  onEdit,
  onDelete,
}: {
  question: ForumQuestion;
  onOpen: () => void;
  /** Present only for the author. */
  onEdit?: () => void;
  /** Present for the author, and for an admin moderating. */
  onDelete?: () => void;
}) {
  const titleId = useId();
  const { user } = question;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.top}>
        <Avatar user={user} size="md" />
        <div className={styles.meta}>
          <span className={styles.author}>{user.fullName || user.username}</span>
          <span className={styles.subline}>
            <span className={styles.handle}>@{user.username}</span>
            <ForumTime createdAt={question.createdAt} updatedAt={question.updatedAt} />
          </span>
        </div>
        <QuestionMenu questionTitle={question.title} onEdit={onEdit} onDelete={onDelete} />
      </div>
      <h3 id={titleId} className={styles.title}>
        <button type="button" className={styles.open} onClick={onOpen}>
          {question.title}
        </button>
      </h3>
      <p className={styles.desc}>{question.desc}</p>
      <div className={styles.bottom}>
        {question.tag && <TagChip tag={question.tag} />}
        <span className={styles.responses}>
          <MessageCircle aria-hidden="true" size={16} />
          {forumLabels.responseCount(question.responseCount)}
        </span>
      </div>
    </article>
  );
}
