import { useEffect } from 'react';
import { ArrowLeft } from 'lucide-react';
import { chatLabels, chatMessages, commonMessages } from '@sehat/core/messages';
import { Avatar } from '../../../../components/avatar/avatar';
import { Button } from '../../../../components/ui/button';
import { LoadingState } from '../../../../components/ui/loading-state';
import { useAdminConversation } from '../api/open-conversation';
import { useChatThread } from '../../hooks/use-chat-thread';
import { adminErrorMessage } from '../../utils/send-error';
import { ChatErrorBanner, OperatingHoursBanner } from '../../components/chat-banners';
import { ChatComposer } from '../../components/chat-composer';
import { MessageList } from '../../components/message-list';
import panel from '../../components/chat-panel.module.css';
import styles from './inbox.module.css';

/**
 * One user's conversation in the inbox. Opening it creates it when needed and marks the
 * user's messages read; a failed send puts the text back (spec §4, §8 "Chat (admin)").
 */
export function AdminConversation({
  userId,
  live,
  onBack,
}: {
  userId: number;
  live: boolean;
  onBack: () => void;
}) {
  const conversation = useAdminConversation(userId);
  const chat = useChatThread({
    conversationId: conversation.data?.id,
    viewerRole: 'admin',
    live,
    sendErrorText: (error) => adminErrorMessage(error, chatMessages.adminSendFailed),
    missingConversationText: chatMessages.adminConversationFailed,
    loadFailedText: chatMessages.adminMessagesLoadFailed,
  });
  const { check: checkHours } = chat.hoursWarning;
  const { setError } = chat;
  const backgroundFailure = chat.thread.isRefetchError && Boolean(chat.thread.data);

  useEffect(() => checkHours(), [checkHours, userId]);
  useEffect(() => {
    if (backgroundFailure) setError(chatMessages.adminMessagesLoadFailed);
  }, [backgroundFailure, setError]);

  const user = conversation.data?.user;
  let body;
  if (conversation.isError) {
    body = (
      <div className={panel.state}>
        <p>{adminErrorMessage(conversation.error, chatMessages.adminConversationFailed)}</p>
        <Button variant="secondary" size="sm" onClick={() => void conversation.refetch()}>
          {commonMessages.retry}
        </Button>
      </div>
    );
  } else if (chat.thread.isError && !chat.thread.data) {
    body = (
      <div className={panel.state}>
        <p>{adminErrorMessage(chat.thread.error, chatMessages.adminChatLoadFailed)}</p>
        <Button variant="secondary" size="sm" onClick={() => void chat.thread.refetch()}>
          {commonMessages.retry}
        </Button>
      </div>
    );
  } else if (!chat.thread.data) {
    body = <LoadingState text={chatLabels.loadingMessages} />;
  } else {
    body = (
      <MessageList
        messages={chat.thread.data.messages}
        pending={chat.pending}
        viewerRole="admin"
        hasMore={chat.thread.data.hasMore}
        loadingOlder={chat.loadingOlder}
        onLoadOlder={chat.loadOlder}
        empty={<p>{chatLabels.emptyAdminConversation}</p>}
      />
    );
  }

  return (
    <section className={styles.conversation} aria-labelledby={`inbox-conversation-${userId}`}>
      <header className={styles.conversationHead}>
        <button type="button" className={styles.back} onClick={onBack}>
          <ArrowLeft aria-hidden="true" size={18} />
          {chatLabels.backToList}
        </button>
        {user && <Avatar user={user} size="md" />}
        <div className={styles.conversationTitle}>
          <h2 id={`inbox-conversation-${userId}`}>{user?.fullName ?? chatLabels.loadingMessages}</h2>
          {user && <p>@{user.username}</p>}
        </div>
      </header>
      <OperatingHoursBanner visible={chat.hoursWarning.visible} />
      <ChatErrorBanner message={chat.error} onDismiss={() => chat.setError(null)} />
      {body}
      <ChatComposer
        onSendText={chat.sendText}
        onSendFile={chat.sendFile}
        onRejectFile={chat.setError}
        disabled={!conversation.data}
        hint={chatLabels.newLineHint}
      />
    </section>
  );
}
