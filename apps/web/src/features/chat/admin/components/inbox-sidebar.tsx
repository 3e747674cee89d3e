import { CalendarClock, Clock, MessageSquareText, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import {
  inboxFilters,
  type InboxFilter,
  type InboxResponse,
  type InboxUser,
} from '@sehat/core/chat/admin-schemas';
import { commonMessages } from '@sehat/core/messages';
import { cannedResponseLabels, chatLabels, chatMessages } from '@sehat/core/chat/messages';
import { serviceHoursLabels } from '@sehat/core/service-hours/messages';
import { shiftLabels } from '@sehat/core/shifts/messages';
import { mayUse } from '@sehat/core/user/access';
import { Button } from '#web/components/ui/button';
import { LoadingState } from '#web/components/ui/loading-state';
import { TextField } from '#web/components/ui/text-field';
import { paths } from '#web/config/paths';
import { useSession } from '#web/lib/auth/session';
import type { useInbox } from '../api/get-inbox';
import { keepSelected } from '../utils/keep-selected';
import { adminErrorMessage } from '../../utils/send-error';
import { InboxUserItem } from './inbox-user-item';
import layout from './inbox.module.css';
import visuallyHidden from '#web/components/ui/visually-hidden.module.css';
import { TeamPresence } from './team-presence';
import styles from './inbox-sidebar.module.css';

export interface InboxSidebarProps {
  inbox: ReturnType<typeof useInbox>;
  filter: InboxFilter;
  onFilter: (filter: InboxFilter) => void;
  search: string;
  onSearch: (value: string) => void;
  selected: InboxUser | null;
  selectedUserId: number | null;
  onSelect: (user: InboxUser) => void;
  onRefresh: () => void;
  refreshing: boolean;
}

const emptyTexts: Record<InboxFilter, string> = {
  active: chatLabels.noActive,
  all: chatLabels.noUsers,
  unread: chatLabels.noUnread,
  mine: chatLabels.noMine,
  unassigned: chatLabels.noUnassigned,
  resolved: chatLabels.noResolved,
};

const filterLabels: Record<InboxFilter, string> = {
  active: chatLabels.filterActive,
  all: chatLabels.filterAll,
  unread: chatLabels.filterUnread,
  mine: chatLabels.filterMine,
  unassigned: chatLabels.filterUnassigned,
  resolved: chatLabels.filterResolved,
};

/** The inbox column: the five filters with live counts, search, refresh and the user list. */
export function InboxSidebar(props: InboxSidebarProps) {
  const {
    inbox,
    filter,
    onFilter,
    search,
    onSearch,
    selected,
    selectedUserId,
    onSelect,
    onRefresh,
    refreshing,
  } = props;
  const role = useSession().user?.role;
  const pages: InboxResponse[] = inbox.data?.pages ?? [];
  const users = keepSelected(
    pages.flatMap((page) => page.users),
    selected,
  );
  const counts = pages[0]?.counts;
  const filters = inboxFilters.map((value) => ({
    value,
    label: filterLabels[value],
    count: counts?.[value],
  }));

  let list;
  if (inbox.isPending) list = <LoadingState text={chatLabels.loadingUsers} />;
  else if (inbox.isError && users.length === 0) {
    list = (
      <div className={styles.listState}>
        <p>{adminErrorMessage(inbox.error, chatMessages.adminUsersLoadFailed)}</p>
        <Button variant="secondary" size="sm" onClick={() => void inbox.refetch()}>
          {commonMessages.retry}
        </Button>
      </div>
    );
  } else if (users.length === 0)
    list = (
      <p className={styles.listState}>{search !== '' ? chatLabels.noSearchResults : emptyTexts[filter]}</p>
    );
  else {
    list = (
      <ul className={styles.userList} aria-label={chatLabels.userList}>
        {users.map((user) => (
          <InboxUserItem
            key={user.id}
            user={user}
            selected={user.id === selectedUserId}
            onSelect={onSelect}
          />
        ))}
      </ul>
    );
  }

  return (
    <aside className={layout.sidebar}>
      <div className={styles.sidebarHead}>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{chatLabels.inboxTitle}</h1>
          <Button variant="ghost" size="sm" onClick={onRefresh} loading={refreshing}>
            {!refreshing && <RefreshCw aria-hidden="true" size={16} />}
            {chatLabels.refresh}
          </Button>
        </div>
        <div className={styles.manageLinks}>
          <Link to={paths.AdminCannedResponses.getHref()} className={styles.manageLink}>
            <MessageSquareText aria-hidden="true" size={16} />
            {cannedResponseLabels.manageLink}
          </Link>
          <Link to={paths.AdminShifts.getHref()} className={styles.manageLink}>
            <CalendarClock aria-hidden="true" size={16} />
            {shiftLabels.manageLink}
          </Link>
          {role && mayUse(role, 'serviceHours') && (
            <Link to={paths.AdminServiceHours.getHref()} className={styles.manageLink}>
              <Clock aria-hidden="true" size={16} />
              {serviceHoursLabels.manageLink}
            </Link>
          )}
        </div>
        <TeamPresence />
        <fieldset className={styles.filters}>
          <legend className={visuallyHidden.hidden}>{chatLabels.filterLabel}</legend>
          {filters.map((option) => (
            <label key={option.value} className={styles.filter}>
              <input
                type="radio"
                name="inbox-filter"
                value={option.value}
                checked={filter === option.value}
                onChange={() => onFilter(option.value)}
              />
              <span className={styles.filterText}>
                {option.label}
                {option.count !== undefined && <span className={styles.filterCount}> ({option.count})</span>}
              </span>
            </label>
          ))}
        </fieldset>
        <TextField
          label={chatLabels.searchLabel}
          type="search"
          value={search}
          placeholder={chatLabels.searchPlaceholder}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <div className={styles.listArea}>
        {list}
        {inbox.hasNextPage && (
          <div className={styles.more}>
            <Button
              variant="secondary"
              size="sm"
              loading={inbox.isFetchingNextPage}
              onClick={() => void inbox.fetchNextPage()}
            >
              {chatLabels.loadMoreUsers}
            </Button>
          </div>
        )}
      </div>
    </aside>
  );
}
