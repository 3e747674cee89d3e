import { useMutation, useQueryClient } from '@tanstack/react-query';
import { prependOlderPage, type Thread } from '../utils/merge-messages';
import { chatKeys } from './chat-keys';
import { getMessages } from './get-messages';

/** Loads the page before the oldest loaded message and puts it in front. */
export function useLoadOlderMessages(conversationId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const key = chatKeys.messages(conversationId!);
      const oldest = queryClient.getQueryData<Thread>(key)?.messages[0];
      if (!oldest) return;
      const older = await getMessages(conversationId!, oldest.id);
      queryClient.setQueryData<Thread>(key, (current) =>
        current ? prependOlderPage(current, older) : older,
      );
    },
  });
}
