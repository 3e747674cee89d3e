import { useRef, useState } from 'react';
import { MessagesSquare } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { chatDraftFor } from '../../utils/chat-draft';
import type { InboxFilter, InboxUser } from '@sehat/core/chat/admin-schemas';
import { chatLabels, chatMessages } from '@sehat/core/chat/messages';
import { PageTitle } from '#web/components/ui/page-title';
import { chatKeys } from '../../api/chat-keys';
import { defaultInboxFilter, useInbox } from '../api/get-inbox';
import { ChatErrorBanner } from '../../components/chat-banners';
import { AdminConversation } from '../components/admin-conversation';
import { InboxSidebar } from '../components/inbox-sidebar';
import { useChatStream } from '../../hooks/use-chat-stream';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { usePaneTop } from '../hooks/use-pane-top';
import { adminErrorMessage } from '../../utils/send-error';
import styles from '../components/inbox.module.css';

/** /admin/chat: the counsellors' inbox, live over the event stream (spec §2 "Admin chat"). */
export function AdminChatRoute() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const selectedUserId = Number(params.get('user')) || null;
  const watching = params.get('pantau') === '1';
  const [filter, setFilter] = useState<InboxFilter>(defaultInboxFilter);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const { live } = useChatStream(true);
  const inbox = useInbox(filter, q, live);
  const [refreshing, setRefreshing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  usePaneTop(pageRef);

  // The entry clicked last stays listed while its conversation is open (see keepSelected).
  const [picked, setPicked] = useState<InboxUser | null>(null);
  const selectedEntry =
    inbox.data?.pages.flatMap((page) => page.users).find((user) => user.id === selectedUserId) ??
    (picked?.id === selectedUserId ? picked : null);
  const select = (user: InboxUser | null) => {
    setPicked(user);
    setParams(user ? { user: String(user.id) } : {});
  };

  const refresh = async () => {
    setRefreshing(true);
    try {
      await queryClient.refetchQueries({ queryKey: chatKeys.all, type: 'active' }, { throwOnError: true });
      setError(null);
    } catch (failure) {
      setError(adminErrorMessage(failure, chatMessages.adminRefreshFailed));
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <div ref={pageRef} className={styles.page} data-open={selectedUserId !== null || undefined}>
      <PageTitle title={chatLabels.inboxTitle} />
      <div className={styles.pageError}>
        <ChatErrorBanner message={error} onDismiss={() => setError(null)} />
      </div>
      <div className={styles.layout}>
        <InboxSidebar
          inbox={inbox}
          filter={filter}
          onFilter={setFilter}
          search={search}
          onSearch={setSearch}
          selected={picked?.id === selectedUserId ? picked : null}
          selectedUserId={selectedUserId}
          onSelect={select}
          onRefresh={() => void refresh()}
          refreshing={refreshing}
        />
        {selectedUserId ? (
          <AdminConversation
            key={selectedUserId}
            userId={selectedUserId}
            live={live}
            risk={selectedEntry?.risk ?? false}
            draft={chatDraftFor(location.state, selectedUserId)}
            watching={watching}
            onStopWatching={() => setParams({ user: String(selectedUserId) })}
            onBack={() => select(null)}
          />
        ) : (
          <div className={styles.placeholder}>
            <MessagesSquare aria-hidden="true" size={44} />
            <h2>{chatLabels.selectConversation}</h2>
            <p>{chatLabels.selectConversationHint}</p>
          </div>
        )}
      </div>
    </div>
  );
}
