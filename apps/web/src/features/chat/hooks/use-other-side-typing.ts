import type { SenderRole } from '@sehat/core/chat/schemas';
import { chatLimits } from '@sehat/core/chat/limits';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { chatKeys } from '../api/chat-keys';

/** Whether `role` typed in the conversation within `typingShownMs` (filled by stream events). */
export function useOtherSideTyping(conversationId: number | undefined, role: SenderRole): boolean {
  const { data: at } = useQuery<number | null>({
    queryKey: chatKeys.typing(conversationId ?? 0, role),
    queryFn: () => null,
    enabled: false,
    staleTime: Infinity,
  });
  const [now, setNow] = useState(() => Date.now());
  const shownUntil = (at ?? 0) + chatLimits.typingShownMs;

  useEffect(() => {
    const left = shownUntil - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), left);
    return () => clearTimeout(timer);
  }, [shownUntil]);

  return conversationId !== undefined && shownUntil > now;
}
