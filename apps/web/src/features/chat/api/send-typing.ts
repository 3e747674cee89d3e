import { chatLimits } from '@sehat/core/chat/limits';
import { useCallback, useRef } from 'react';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

/**
 * Call on every keystroke: tells the other side at most once per `typingSignalMs`. A lost
 * signal only hides an indicator, so failures are ignored.
 */
export function useTypingSignal(conversationId: number | undefined): () => void {
  const lastSent = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (conversationId === undefined || now - lastSent.current < chatLimits.typingSignalMs) return;
    lastSent.current = now;
    apiRequest(apiPaths.chat.typing(conversationId), { method: 'POST' }).catch(() => undefined);
  }, [conversationId]);
}
