import { useId } from 'react';
import { EyeOff, MessageCircle, ShieldAlert, Trash2, Undo2 } from 'lucide-react';
import type { ModerationAction, ModerationItem } from '@sehat/core/forum/moderation-contract';
import { forumReportReasons } from '@sehat/core/forum/reports';
import { forumModerationLabels as labels, forumSafetyLabels } from '@sehat/core/forum/messages';
import { formatDateTime } from '@sehat/core/time/format';
import { Avatar } from '#web/components/avatar/avatar';
import { Button } from '#web/components/ui/button';
import { ButtonLink } from '#web/components/ui/button-link';
import { paths } from '#web/config/paths';
import { chatDraftState } from '#web/features/chat';
import styles from './moderation.module.css';

export const itemRef = (item: Pick<ModerationItem, 'kind' | 'id'>) =>
  labels.itemRef(labels.kinds[item.kind], item.id);

/** One reported or risky item: who wrote it (the real author), why it is here, and the decisions. */
export function ModerationItemCard({
  item,
  busy,
  onDecide,
}: {
  item: ModerationItem;
  busy: boolean;
  onDecide: (action: ModerationAction) => void;
}) {
  const titleId = useId();
  const ref = itemRef(item);
  const reasons = forumReportReasons.filter((reason) => item.reasons[reason] > 0);

  return (
    <article className={`${styles.item} ${item.risk ? styles.risky : ''}`} aria-labelledby={titleId}>
      <header className={styles.itemHeader}>
        <h3 id={titleId} className={styles.itemTitle}>
          {ref}
          {item.kind === 'response' && (
            <span className={styles.muted}> {labels.inQuestion(item.questionId)}</span>
          )}
        </h3>
        <div className={styles.flags}>
          {item.risk && (
            <span className={`${styles.flag} ${styles.riskFlag}`}>
              <ShieldAlert aria-hidden="true" size={14} />
              {labels.risk}
            </span>
          )}
          <span className={`${styles.flag} ${item.hidden ? styles.hiddenFlag : ''}`}>
            {item.hidden ? labels.hidden : labels.visible}
          </span>
          {item.reports > 0 && <span className={styles.flag}>{labels.reports(item.reports)}</span>}
        </div>
      </header>
      <div className={styles.author}>
        <Avatar user={item.author} size="sm" />
        <span>
          {labels.author}: @{item.author.username}
          {item.anonymous && <span className={styles.muted}> ({labels.anonymous})</span>}
        </span>
        <time className={styles.muted} dateTime={item.createdAt}>
          {formatDateTime(item.createdAt)}
        </time>
      </div>
      <p className={styles.excerpt}>{item.excerpt}</p>
      {item.risk && <p className={styles.riskHint}>{labels.riskHint}</p>}
      {reasons.length > 0 && (
        <ul className={styles.reasons}>
          {reasons.map((reason) => (
            <li key={reason}>
              {labels.reasonCount(forumSafetyLabels.reasons[reason], item.reasons[reason])}
            </li>
          ))}
        </ul>
      )}
      {item.notes.length > 0 && (
        <div className={styles.notes}>
          <h4 className={styles.notesTitle}>{labels.notes}</h4>
          <ul>
            {item.notes.map((note) => (
              <li key={`${note.createdAt}-${note.note}`}>
                <span className={styles.muted}>{forumSafetyLabels.reasons[note.reason]}:</span> {note.note}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.actions} role="group" aria-label={labels.itemActions(ref)}>
        {item.risk && (
          <ButtonLink
            variant="primary"
            size="sm"
            to={paths.AdminChat.getHref(item.author.id)}
            state={chatDraftState(item.author.id, labels.contactDraft(item.excerpt))}
          >
            <MessageCircle aria-hidden="true" size={16} />
            {labels.contact}
          </ButtonLink>
        )}
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => onDecide('keep')}>
          <Undo2 aria-hidden="true" size={16} />
          {labels.keep}
        </Button>
        {!item.hidden && (
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => onDecide('hide')}>
            <EyeOff aria-hidden="true" size={16} />
            {labels.hide}
          </Button>
        )}
        <Button variant="danger" size="sm" disabled={busy} onClick={() => onDecide('delete')}>
          <Trash2 aria-hidden="true" size={16} />
          {labels.delete}
        </Button>
      </div>
    </article>
  );
}
