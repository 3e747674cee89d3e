import type { InboxUser } from '@sehat/core/chat/admin-schemas';
import { describe, expect, it } from 'vitest';
import { keepSelected } from './keep-selected';

const user = (id: number): InboxUser => ({
  id,
  username: `u${id}`,
  fullName: `User ${id}`,
  photoUrl: null,
  lastMessage: null,
  lastMessageType: null,
  lastMessageRole: null,
  lastMessageAt: null,
  unreadCount: 1,
  conversationId: id,
  risk: false,
  awaitingSince: null,
  firstResponseDueAt: null,
  overdue: false,
  channel: 'web',
  status: null,
  assignee: null,
});

describe('keepSelected', () => {
  it('keeps the list as it is when the selected user is in it or nobody is selected', () => {
    const list = [user(1), user(2)];
    expect(keepSelected(list, user(2)).map((u) => u.id)).toEqual([1, 2]);
    expect(keepSelected(list, null).map((u) => u.id)).toEqual([1, 2]);
  });

  it('puts the selected user back on top once the filter dropped them', () => {
    expect(keepSelected([user(1)], user(7)).map((u) => u.id)).toEqual([7, 1]);
  });
});
