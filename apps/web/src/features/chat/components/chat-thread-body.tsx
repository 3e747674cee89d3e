import type { ReactNode } from 'react';
import { commonMessages } from '@sehat/core/messages';
import { chatLabels } from '@sehat/core/chat/messages';
import { Button } from '#web/components/ui/button';
import { LoadingState } from '#web/components/ui/loading-state';
import type { useChatThread } from '../hooks/use-chat-thread';
import { MessageList } from './message-list';
import panel from './chat-panel.module.css';

/** Why the thread cannot show, and how to ask again. */
export interface ThreadFailure {
  text: string;
  retry: () => void;
}

/**
 * The middle of a chat window, for the user's popup and the counsellor's inbox alike: the
 * failure with its retry, the loading state, or the messages.
 */
export function ChatThreadBody({
  chat,
  viewerRole,
  failure,
  empty,
  footer,
}: {
  chat: ReturnType<typeof useChatThread>;
  viewerRole: 'user' | 'admin';
  failure: ThreadFailure | null;
  empty: ReactNode;
  /** Follows the last message inside the scrolling thread (see MessageList). */
  footer?: ReactNode;
}) {
  if (failure) {
    return (
      <div className={panel.state}>
        <p>{failure.text}</p>
        <Button variant="secondary" size="sm" onClick={failure.retry}>
          {commonMessages.retry}
        </Button>
      </div>
    );
  }
  if (!chat.thread.data) return <LoadingState text={chatLabels.loadingMessages} />;
  return (
    <MessageList
      messages={chat.thread.data.messages}
      pending={chat.pending}
      viewerRole={viewerRole}
      hasMore={chat.thread.data.hasMore}
      loadingOlder={chat.loadingOlder}
      onLoadOlder={chat.loadOlder}
      empty={empty}
      footer={footer}
    />
  );
}
