import { useEffect, useState } from 'react';
import type { SenderRole } from '@sehat/core/chat/schemas';
import { useMessages } from '../api/get-messages';
import { useLoadOlderMessages } from '../api/load-older-messages';
import { useMarkRead } from '../api/mark-read';
import { useSendMessage, type OutgoingContent, type PendingMessage } from '../api/send-message';
import { newClientId } from '#web/lib/client-id';
import { useDocumentVisible } from './use-document-visible';
import { useOperatingHoursWarning } from './use-operating-hours-warning';

export interface ChatThreadOptions {
  conversationId: number | undefined;
  viewerRole: SenderRole;
  /** The live stream is up (else the thread polls). */
  live: boolean;
  /** The text for a send that failed even after retries. */
  sendErrorText: (error: unknown) => string;
  /** The text when sending is impossible because the conversation is unknown. */
  missingConversationText: string;
  /** The text when older messages cannot be loaded. */
  loadFailedText: string;
  /** A supervisor watching: the other side's messages stay unread for whoever answers them. */
  watching?: boolean;
}

/**
 * One open conversation: its messages, sends in flight, read receipts for what the viewer
 * sees, the operating-hours warning, the error to show, and whether the viewer's last words
 * called for crisis help.
 */
export function useChatThread(options: ChatThreadOptions) {
  const {
    conversationId,
    viewerRole,
    live,
    sendErrorText,
    missingConversationText,
    loadFailedText,
    watching,
  } = options;
  const thread = useMessages(conversationId, live);
  const older = useLoadOlderMessages(conversationId);
  const sender = useSendMessage();
  const { mutate: markRead, isPending: marking } = useMarkRead(viewerRole);
  const visible = useDocumentVisible();
  const hours = useOperatingHoursWarning();
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [crisis, setCrisis] = useState(false);

  const unreadFromOtherSide =
    thread.data?.messages.some((m) => m.senderRole !== viewerRole && !m.isRead) ?? false;
  useEffect(() => {
    if (conversationId && unreadFromOtherSide && visible && !marking && !watching) markRead(conversationId);
  }, [conversationId, unreadFromOtherSide, visible, marking, markRead, watching]);

  const send = async (content: OutgoingContent): Promise<boolean> => {
    if (!conversationId) {
      setError(missingConversationText);
      return false;
    }
    hours.check();
    const clientId = newClientId();
    const after = thread.data?.messages.at(-1)?.id ?? 0;
    setPending((items) => [...items, { clientId, content, after }]);
    try {
      const sent = await sender.mutateAsync({ conversationId, clientId, content });
      setError(null);
      if (sent.crisis) setCrisis(true);
      return true;
    } catch (failure) {
      setError(sendErrorText(failure));
      return false;
    } finally {
      setPending((items) => items.filter((item) => item.clientId !== clientId));
    }
  };

  return {
    thread,
    pending,
    error,
    setError,
    crisis,
    dismissCrisis: () => setCrisis(false),
    hoursWarning: hours,
    sendText: (text: string) => send({ kind: 'text', text }),
    sendFile: (file: File) => void send({ kind: 'file', file }),
    loadOlder: () => older.mutate(undefined, { onError: () => setError(loadFailedText) }),
    loadingOlder: older.isPending,
  };
}
