import { useId } from 'react';
import { MessageCircle } from 'lucide-react';
import type { ForumQuestion } from '@sehat/core/forum/contract';
import { forumLabels } from '@sehat/core/forum/messages';
import { ForumTime } from './forum-time';
import { ItemAvatar, itemAuthorName, SafetyBadges } from './item-author';
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
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.top}>
        <ItemAvatar item={question} size="md" />
        <div className={styles.meta}>
          <span className={styles.author}>{itemAuthorName(question)}</span>
          <span className={styles.subline}>
            <ForumTime createdAt={question.createdAt} updatedAt={question.updatedAt} />
            <SafetyBadges item={question} />
          </span>
        </div>
        <QuestionMenu questionTitle={question.title} onEdit={onEdit} onDelete={onDelete} />
      </div>
      <h2 id={titleId} className={styles.title}>
        <button type="button" className={styles.open} onClick={onOpen}>
          {question.title}
        </button>
      </h2>
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
