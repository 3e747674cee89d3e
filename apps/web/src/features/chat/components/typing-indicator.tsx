import type { SenderRole } from '@sehat/core/chat/schemas';
import { useOtherSideTyping } from '../hooks/use-other-side-typing';
import styles from './typing-indicator.module.css';

/** '… sedang mengetik...' above the composer while the other side types; announced politely. */
export function TypingIndicator({
  conversationId,
  role,
  text,
}: {
  conversationId: number | undefined;
  role: SenderRole;
  text: string;
}) {
  const typing = useOtherSideTyping(conversationId, role);
  return (
    <div className={styles.slot}>
      <p className={styles.typing} aria-live="polite">
        {typing ? text : ''}
      </p>
    </div>
  );
}
