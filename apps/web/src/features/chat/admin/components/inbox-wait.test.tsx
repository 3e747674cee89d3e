// @vitest-environment happy-dom
import type { InboxUser } from '@sehat/core/chat/admin-schemas';
import { counsellorServiceLabels } from '@sehat/core/chat/messages';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InboxWait } from './inbox-wait';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const entry = (change: Partial<InboxUser>): InboxUser => ({
  id: 1,
  username: 'sari',
  fullName: 'Sari',
  photoUrl: null,
  lastMessage: 'Halo',
  lastMessageType: 'text',
  lastMessageRole: 'user',
  lastMessageAt: minutesAgo(12),
  unreadCount: 1,
  conversationId: 1,
  risk: false,
  status: 'open',
  assignee: null,
  awaitingSince: minutesAgo(12.75),
  firstResponseDueAt: minutesAgo(-18),
  overdue: false,
  channel: 'web',
  ...change,
});

describe('InboxWait', () => {
  afterEach(cleanup);

  it('says how long the person waited, unmarked before the target', () => {
    render(<InboxWait user={entry({})} />);
    expect(screen.getByText('Menunggu 13 menit')).toBeTruthy();
    expect(screen.queryByText(counsellorServiceLabels.overdue)).toBeNull();
  });

  it('marks it once the due time passed on this clock, even before the server said so', () => {
    render(
      <InboxWait user={entry({ awaitingSince: minutesAgo(95.75), firstResponseDueAt: minutesAgo(65) })} />,
    );
    expect(screen.getByText(counsellorServiceLabels.overdue)).toBeTruthy();
    expect(screen.getByText('Menunggu 1 jam 36 menit')).toBeTruthy();
  });

  it('shows nothing when nothing waits or the conversation is resolved', () => {
    const { container } = render(
      <>
        <InboxWait user={entry({ awaitingSince: null, firstResponseDueAt: null })} />
        <InboxWait user={entry({ status: 'resolved', overdue: false })} />
      </>,
    );
    expect(container.textContent).toBe('');
  });
});
