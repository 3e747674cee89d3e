import { http, HttpResponse, type RequestHandler } from 'msw';
import type { Session } from '@sehat/core/auth/schemas';
import type { InboxResponse } from '@sehat/core/chat/admin-schemas';
import type { Conversation } from '@sehat/core/chat/schemas';
import type { NotificationPage } from '@sehat/core/notifications/schemas';
import type { User } from '@sehat/core/user/user-schema';
import { apiPaths } from '#web/config/paths';
import { guestSession } from '#web/lib/auth/session';

/** A member's `user` as the API shows it. */
export function aUser(user: Partial<User> = {}): User {
  return {
    id: 7,
    username: 'sari',
    fullName: 'Sari Dewi',
    email: 'sari@contoh.id',
    emailVerified: true,
    address: '',
    role: 'user',
    photoUrl: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...user,
  };
}

const noNotifications: NotificationPage = { notifications: [], unread: 0, nextCursor: null };
const emptyInbox: InboxResponse = {
  users: [],
  counts: { active: 0, all: 0, unread: 0, mine: 0, unassigned: 0, resolved: 0 },
  nextCursor: null,
};

/** A member's conversation with the counsellors, with nothing unread. */
export function conversationOf(user: User): Conversation {
  return {
    id: 1,
    userId: user.id,
    user: { id: user.id, username: user.username, fullName: user.fullName, photoUrl: user.photoUrl },
    admin: { id: 1, fullName: 'Tim Konselor', photoUrl: null },
    unreadCount: 0,
    historyDeletedAt: null,
    status: 'open',
    assignee: null,
    sharedResult: null,
    risk: false,
    firstResponseDueAt: null,
    overdue: false,
    channel: 'web',
  };
}

/**
 * `user` logged in, for `apiMock.use(...)`: their session, and what every page shows a member
 * besides its own screen (the bell's count, the chat button's conversation; an admin's header
 * shows the inbox's counts and renews their presence).
 */
export function loggedInAs(user: User, session: Partial<Session> = {}): RequestHandler[] {
  return [
    http.get(apiPaths.auth.session, () => HttpResponse.json({ ...guestSession, ...session, user })),
    http.get(apiPaths.notifications, () => HttpResponse.json(noNotifications)),
    http.get(apiPaths.chat.conversation, () => HttpResponse.json({ conversation: conversationOf(user) })),
    http.get(apiPaths.adminChat.users, () => HttpResponse.json(emptyInbox)),
    // An admin tab says it is open; the counsellor has not chosen to be online.
    http.put(apiPaths.adminChat.presence, () => HttpResponse.json({ presence: 'offline' })),
  ];
}

/** What the chat popup asks for once opened on `conversationOf(user)` (id 1): nothing written yet. */
export function openedChatPopup(): RequestHandler[] {
  return [
    http.get(apiPaths.chat.messages(1), () => HttpResponse.json({ messages: [], hasMore: false })),
    http.get(apiPaths.chat.rating(1), () => HttpResponse.json({ ratable: false, rating: null })),
    http.put(apiPaths.chat.presence(1), () => new HttpResponse(null, { status: 204 })),
  ];
}
