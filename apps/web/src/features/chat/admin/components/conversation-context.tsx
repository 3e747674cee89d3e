import type { ReactNode } from 'react';
import { Clock } from 'lucide-react';
import type { Conversation } from '@sehat/core/chat/schemas';
import { chatLabels } from '@sehat/core/chat/messages';
import { nextOpenText } from '@sehat/core/service-hours/describe';
import { useNow } from '#web/lib/use-now';
import { useServiceStatus } from '#web/features/service-hours';
import { HistoryDeletedNote } from '../../components/chat-banners';
import { SharedResultCard } from './shared-result-card';
import styles from './inbox.module.css';

/**
 * What the counsellor reads about the case besides the messages: the case summary (`summary`),
 * the result the person shared, and outside the hours what the person is being told (never the
 * person's own notices, ADR 116). Above the thread, or in the case column while it is open.
 */
export function ConversationContext({
  conversation,
  summary,
}: {
  conversation: Conversation | undefined;
  summary: ReactNode;
}) {
  const now = useNow(60_000);
  const service = useServiceStatus(now);
  return (
    <>
      {summary}
      {conversation?.sharedResult && <SharedResultCard result={conversation.sharedResult} />}
      {!service.open && (
        <p className={styles.hoursNote}>
          <Clock aria-hidden="true" size={18} />
          {[chatLabels.counsellorOffHours, nextOpenText(service.hours, now)].filter(Boolean).join(' ')}
        </p>
      )}
      <HistoryDeletedNote at={conversation?.historyDeletedAt} />
    </>
  );
}
