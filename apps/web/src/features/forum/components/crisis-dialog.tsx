import { useId, type ReactNode } from 'react';
import { LifeBuoy } from 'lucide-react';
import { forumSafetyLabels } from '@sehat/core/forum/messages';
import { CrisisContactList } from '#web/components/crisis/crisis-contact-list';
import { CounsellorButton } from '#web/components/crisis/counsellor-button';
import dialogStyles from '#web/components/dialog/dialog.module.css';
import { Button } from '#web/components/ui/button';
import { useSiteInfo } from '#web/lib/site/site-info';
import { ForumModal } from './forum-modal';
import styles from './crisis-dialog.module.css';

/**
 * The crisis help around a post: the one counsellor button leads, then the operator's help
 * list with tap-to-call links. By default it follows a saved post ('Tutup' closes it); a held
 * or unsent post gives its own title, text and `actions`. Once the chat opens, `onChatStarted`
 * (default: close) clears the way to it. `forumPost`, the post's text, goes with the choice of
 * the counsellor, so they hear of it (ADR 225).
 */
export function CrisisDialog({
  title = forumSafetyLabels.crisisTitle,
  text = forumSafetyLabels.crisisText,
  actions,
  forumPost,
  onClose,
  onChatStarted = onClose,
}: {
  title?: string;
  text?: string;
  actions?: ReactNode;
  forumPost: string;
  onClose: () => void;
  onChatStarted?: () => void;
}) {
  const titleId = useId();
  const { crisisContacts } = useSiteInfo();
  return (
    <ForumModal
      titleId={titleId}
      tone="danger"
      onClose={onClose}
      actions={
        actions ?? (
          <Button variant="secondary" onClick={onClose}>
            {forumSafetyLabels.crisisClose}
          </Button>
        )
      }
    >
      <h2 id={titleId} className={`${dialogStyles.title} ${styles.title}`} tabIndex={-1} data-autofocus>
        <LifeBuoy aria-hidden="true" size={24} />
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      <div className={styles.lead}>
        <CounsellorButton forumPost={forumPost} onStarted={onChatStarted} />
      </div>
      <CrisisContactList contacts={crisisContacts} withoutChat />
      <p className={styles.danger}>{forumSafetyLabels.crisisDanger}</p>
    </ForumModal>
  );
}
