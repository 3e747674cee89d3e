import { useEffect, useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { cannedResponseLabels, chatLabels, chatMessages } from '@sehat/core/chat/messages';
import { Avatar } from '#web/components/avatar/avatar';
import { useCannedResponses } from '../api/canned-responses';
import { useCaseColumn } from '../hooks/use-case-column';
import { useAdminConversation } from '../api/open-conversation';
import { useChatThread } from '../../hooks/use-chat-thread';
import { adminErrorMessage } from '../../utils/send-error';
import { ChatErrorBanner } from '../../components/chat-banners';
import { ChatComposer } from '../../components/chat-composer';
import { ChatThreadBody, type ThreadFailure } from '../../components/chat-thread-body';
import { CasePanel } from './case-panel';
import { CaseSide } from './case-side';
import { ConversationContext } from './conversation-context';
import { ConversationHeading } from './conversation-heading';
import { ConversationTriage } from './conversation-triage';
import { EscalationPanel, EscalationStart } from './escalation-panel';
import { ProgramCaseCard } from './program-case-card';
import { RiskPanel } from './risk-panel';
import { WatchBar } from './watch-bar';
import { SupervisionTools } from './supervision-tools';
import { WhisperPanel } from './whisper-panel';
import { useTypingSignal } from '../../api/send-typing';
import { TypingIndicator } from '../../components/typing-indicator';
import styles from './inbox.module.css';
import pane from './conversation-pane.module.css';

/**
 * One user's conversation in the inbox. Opening it creates it when needed and marks the
 * user's messages read; a failed send puts the text back (spec §4, §8 "Chat (admin)"). The
 * pane is a column (ADR 217): who it is and who holds it, the crisis strip, the case context
 * (compact, scrolling on its own), the messages in the rest of the height, the composer at the
 * bottom. While the summary is edited or the notes are open, the context moves with them into a
 * column beside the thread, so the messages keep their height.
 */
export function AdminConversation({
  userId,
  live,
  risk,
  draft,
  watching = false,
  onStopWatching,
  onBack,
}: {
  userId: number;
  live: boolean;
  /** The inbox marks it Krisis: a risk signal no counsellor has marked handled yet (ADR 210). */
  risk: boolean;
  /** What the composer starts with, e.g. the forum post a moderator answers. */
  draft?: string | undefined;
  /** A supervisor watching from the live console: no composer, nothing marked read. */
  watching?: boolean;
  onStopWatching?: () => void;
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
    watching,
  });
  const signalTyping = useTypingSignal(conversation.data?.id);
  const canned = useCannedResponses();
  const column = useCaseColumn();
  // Watching from the console, whispering is the supervisor's way in: the form starts open.
  const [whispering, setWhispering] = useState(watching);
  const context = (
    <ConversationContext
      conversation={conversation.data}
      summary={
        conversation.data && (
          <>
            <CasePanel
              conversationId={conversation.data.id}
              sideId={column.id}
              inSide={column.open}
              editing={column.editing}
              onEdit={column.toggleEditing}
              notesOpen={column.notesOpen}
              onToggleNotes={column.toggleNotes}
              actions={<EscalationStart conversationId={conversation.data.id} inboxRisk={risk} />}
            />
            <ProgramCaseCard conversationId={conversation.data.id} inboxRisk={risk} />
          </>
        )
      }
    />
  );
  const { setError } = chat;
  const backgroundFailure = chat.thread.isRefetchError && Boolean(chat.thread.data);

  useEffect(() => {
    if (backgroundFailure) setError(chatMessages.adminMessagesLoadFailed);
  }, [backgroundFailure, setError]);

  const user = conversation.data?.user;
  const title =
    user?.fullName ??
    (conversation.isError ? chatLabels.conversationUnavailable : chatLabels.loadingMessages);
  let failure: ThreadFailure | null = null;
  if (conversation.isError) {
    failure = {
      text: adminErrorMessage(conversation.error, chatMessages.adminConversationFailed),
      retry: () => void conversation.refetch(),
    };
  } else if (chat.thread.isError && !chat.thread.data) {
    failure = {
      text: adminErrorMessage(chat.thread.error, chatMessages.adminChatLoadFailed),
      retry: () => void chat.thread.refetch(),
    };
  }

  return (
    <section className={styles.conversation} aria-labelledby={`inbox-conversation-${userId}`}>
      <header className={styles.conversationHead}>
        <button type="button" className={styles.back} onClick={onBack}>
          <ArrowLeft aria-hidden="true" size={18} />
          {chatLabels.backToList}
        </button>
        {user && <Avatar user={user} size="md" />}
        <ConversationHeading
          id={`inbox-conversation-${userId}`}
          title={title}
          conversation={conversation.data}
        />
        {conversation.data && <ConversationTriage conversation={conversation.data} />}
      </header>
      {conversation.data && <RiskPanel conversationId={conversation.data.id} inboxRisk={risk} />}
      {conversation.data && <EscalationPanel conversationId={conversation.data.id} />}
      {conversation.data && (
        <WhisperPanel
          conversationId={conversation.data.id}
          writing={whispering}
          onDoneWriting={() => setWhispering(false)}
        />
      )}
      {!column.open && <div className={pane.context}>{context}</div>}
      <ChatErrorBanner message={chat.error} onDismiss={() => chat.setError(null)} />
      <div className={pane.body}>
        <div className={pane.thread}>
          <ChatThreadBody
            chat={chat}
            viewerRole="admin"
            failure={failure}
            empty={<p>{chatLabels.emptyAdminConversation}</p>}
          />
          {user && (
            <TypingIndicator
              conversationId={conversation.data?.id}
              role="user"
              text={chatLabels.userTyping(user.fullName)}
            />
          )}
          {watching ? (
            <WatchBar onStop={onStopWatching}>
              {conversation.data && (
                <SupervisionTools
                  conversation={conversation.data}
                  writing={whispering}
                  onWrite={() => setWhispering(true)}
                />
              )}
            </WatchBar>
          ) : (
            <ChatComposer
              onSendText={chat.sendText}
              onSendFile={chat.sendFile}
              onRejectFile={chat.setError}
              disabled={!conversation.data}
              hint={`${chatLabels.newLineHint} ${cannedResponseLabels.composerHint}`}
              onType={signalTyping}
              cannedResponses={canned.data}
              initialText={draft}
              quietLabel
            />
          )}
        </div>
        {conversation.data && (
          <CaseSide
            id={column.id}
            conversationId={conversation.data.id}
            context={context}
            editing={column.editing}
            onDoneEditing={column.doneEditing}
            notesOpen={column.notesOpen}
          />
        )}
      </div>
    </section>
  );
}
