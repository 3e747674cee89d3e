import { useEffect, useId, useRef } from 'react';
import { Trash, X } from 'lucide-react';
import { chatLabels, chatMessages } from '@sehat/core/chat/messages';
import { closedNowText } from '@sehat/core/service-hours/describe';
import { Avatar } from '#web/components/avatar/avatar';
import { VisuallyHidden } from '#web/components/ui/visually-hidden';
import { useDialog } from '#web/components/dialog/dialog-context';
import { errorMessage } from '#web/lib/api-error';
import { useSiteInfo } from '#web/lib/site/site-info';
import { useDeleteHistory } from '../api/delete-history';
import { useTypingSignal } from '../api/send-typing';
import { usePopupPresence } from '../api/send-presence';
import { useDocumentVisible } from '../hooks/use-document-visible';
import { useConversation } from '../api/get-conversation';
import { useChatStream } from '../hooks/use-chat-stream';
import { useChatThread } from '../hooks/use-chat-thread';
import { useNow } from '#web/lib/use-now';
import { userSendErrorMessage } from '../utils/send-error';
import { counsellorRepliedRecently, urgentHelpState } from '../utils/urgent-help';
import { useOtherSideTyping } from '../hooks/use-other-side-typing';
import { useServiceStatus } from '#web/features/service-hours';
import { ChatErrorBanner, HistoryDeletedNote, OperatingHoursBanner } from './chat-banners';
import { ChatComposer } from './chat-composer';
import { ChatCrisisNotice } from './chat-crisis-notice';
import { ChatThreadBody, type ThreadFailure } from './chat-thread-body';
import { ConversationRating } from './conversation-rating';
import { TypingIndicator } from './typing-indicator';
import { UrgentHelp } from './urgent-help';
import styles from './chat-popup.module.css';

/**
 * The user's chat window (spec §2, §4): opening it reloads the conversation, listens live
 * (polling every 3 s when the stream is down) and marks the counsellor's messages read. It is
 * signed by the counsellor team (configured), and shows the crisis numbers whenever no
 * counsellor is on duty or none has answered yet.
 */
export function ChatPopup({ id, onClose }: { id: string; onClose: () => void }) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const conversation = useConversation(true);
  const signalTyping = useTypingSignal(conversation.data?.id);
  usePopupPresence(conversation.data?.id, useDocumentVisible());
  const { live } = useChatStream(true);
  const chat = useChatThread({
    conversationId: conversation.data?.id,
    viewerRole: 'user',
    live,
    sendErrorText: userSendErrorMessage,
    missingConversationText: chatMessages.userMissing,
    loadFailedText: chatMessages.loadFailed,
  });
  const { counsellorTeam } = useSiteInfo();
  const dialog = useDialog();
  const deleteHistory = useDeleteHistory();
  const now = useNow(60_000);
  const counsellorTyping = useOtherSideTyping(conversation.data?.id, 'admin');
  const messages = chat.thread.data?.messages;
  const service = useServiceStatus(now);
  const urgent = urgentHelpState({
    withinHours: service.open,
    messages,
    hasMore: chat.thread.data?.hasMore ?? false,
    shared: Boolean(conversation.data?.sharedResult),
    counsellorActive: counsellorTyping || counsellorRepliedRecently(messages, now),
  });
  const { refetch } = conversation;
  const { check: checkHours } = chat.hoursWarning;

  useEffect(() => {
    void refetch();
    checkHours();
    panelRef.current?.querySelector('textarea')?.focus();
  }, [refetch, checkHours]);

  const failed = conversation.isError || (chat.thread.isError && !chat.thread.data);

  const failure: ThreadFailure | null = failed
    ? {
        text: chatMessages.loadFailed,
        retry: () => void (conversation.isError ? refetch() : chat.thread.refetch()),
      }
    : null;

  const confirmDeleteHistory = async () => {
    const confirmed = await dialog.confirm({
      title: chatLabels.deleteHistoryTitle,
      message: chatLabels.deleteHistoryText,
      confirmLabel: chatLabels.deleteHistoryConfirm,
      cancelLabel: chatLabels.deleteHistoryCancel,
      tone: 'danger',
    });
    if (!confirmed) return;
    deleteHistory.mutate(undefined, {
      onError: (error) => chat.setError(errorMessage(error, chatMessages.historyDeleteFailed)),
    });
  };

  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      className={styles.popup}
      data-print="hide"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className={styles.header}>
        <Avatar user={{ id: 0, username: counsellorTeam, fullName: counsellorTeam }} size="sm" />
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            {counsellorTeam}
          </h2>
          <p className={styles.subtitle}>{chatLabels.supportStatus}</p>
        </div>
        <button
          type="button"
          className={styles.close}
          onClick={() => void confirmDeleteHistory()}
          disabled={!conversation.data || deleteHistory.isPending}
          title={chatLabels.deleteHistory}
        >
          <Trash aria-hidden="true" size={18} />
          <VisuallyHidden>
            {deleteHistory.isPending ? chatLabels.deletingHistory : chatLabels.deleteHistory}
          </VisuallyHidden>
        </button>
        <button type="button" className={styles.close} onClick={onClose}>
          <X aria-hidden="true" size={20} />
          <VisuallyHidden>{chatLabels.closeChat}</VisuallyHidden>
        </button>
      </div>
      <ChatErrorBanner message={chat.error} onDismiss={() => chat.setError(null)} />
      <HistoryDeletedNote at={conversation.data?.historyDeletedAt} />
      {chat.crisis ? (
        <ChatCrisisNotice onClose={chat.dismissCrisis} />
      ) : (
        urgent && <UrgentHelp state={urgent} closedNow={closedNowText(service.hours, now)} />
      )}
      <ChatThreadBody
        chat={chat}
        viewerRole="user"
        failure={failure}
        empty={<p>{chatLabels.emptyConversation}</p>}
        footer={
          <ConversationRating conversationId={conversation.data?.id} latestMessageId={messages?.at(-1)?.id} />
        }
      />
      <OperatingHoursBanner text={chat.hoursWarning.text} />
      <TypingIndicator
        conversationId={conversation.data?.id}
        role="admin"
        text={chatLabels.counsellorTyping}
      />
      <ChatComposer
        onSendText={chat.sendText}
        onSendFile={chat.sendFile}
        onRejectFile={chat.setError}
        disabled={failed}
        onType={signalTyping}
      />
    </div>
  );
}
