import { chatLimits } from '@sehat/core/chat/limits';
import { useEffect } from 'react';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

function sendPresence(conversationId: number, open: boolean): void {
  // A lost signal expires by itself (chatLimits.presenceLastsMs): nothing to retry.
  apiRequest(apiPaths.chat.presence(conversationId), { method: 'PUT', json: { open } }).catch(
    () => undefined,
  );
}

/**
 * Tells the server while the popup is open where the user looks at it, renewed every
 * `presenceRenewMs`, and when that ends: replies meanwhile are read here and make no
 * notification; every other reply does (ADR 115).
 */
export function usePopupPresence(conversationId: number | undefined, visible: boolean): void {
  useEffect(() => {
    if (conversationId === undefined || !visible) return;
    sendPresence(conversationId, true);
    const renew = window.setInterval(() => sendPresence(conversationId, true), chatLimits.presenceRenewMs);
    return () => {
      window.clearInterval(renew);
      sendPresence(conversationId, false);
    };
  }, [conversationId, visible]);
}
