import type { ChatMessage } from '@sehat/core/chat/schemas';
import { describe, expect, it } from 'vitest';
import {
  applyReadReceipt,
  markOthersRead,
  mergeLatestPage,
  prependOlderPage,
  stillInFlight,
  upsertMessages,
  type Thread,
} from './merge-messages';

const message = (id: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversationId: 1,
  senderId: 5,
  senderRole: 'user',
  message: `Pesan ${id}`,
  type: 'text',
  file: null,
  automatic: false,
  senderName: null,
  isRead: false,
  createdAt: '2026-03-05T10:00:00.000Z',
  delivery: null,
  ...overrides,
});
const thread = (ids: number[], hasMore = false): Thread => ({
  messages: ids.map((id) => message(id)),
  hasMore,
});
const ids = (t: Thread) => t.messages.map((m) => m.id);

describe('upsertMessages', () => {
  it('adds new messages in id order and replaces known ones', () => {
    const result = upsertMessages(thread([1, 3]), [message(2), message(3, { isRead: true })]);
    expect(ids(result)).toEqual([1, 2, 3]);
    expect(result.messages[2]!.isRead).toBe(true);
  });

  it('adds a message only once however often it arrives (stream, poll and send answer)', () => {
    const once = upsertMessages(thread([1]), [message(2)]);
    expect(ids(upsertMessages(upsertMessages(once, [message(2)]), [message(2)]))).toEqual([1, 2]);
  });
});

describe('mergeLatestPage', () => {
  it('takes the page when nothing is loaded', () => {
    expect(mergeLatestPage(undefined, thread([4, 5], true))).toEqual(thread([4, 5], true));
  });

  it('keeps older loaded messages and their hasMore when the page overlaps them', () => {
    const merged = mergeLatestPage(thread([1, 2, 3, 4], true), thread([3, 4, 5], true));
    expect(ids(merged)).toEqual([1, 2, 3, 4, 5]);
    expect(merged.hasMore).toBe(true);
  });

  it('drops older messages when the page leaves a gap to them', () => {
    expect(mergeLatestPage(thread([1, 2]), thread([10, 11], true))).toEqual(thread([10, 11], true));
  });

  it('updates read state from the page', () => {
    const merged = mergeLatestPage(thread([1, 2]), {
      messages: [message(1), message(2, { isRead: true })],
      hasMore: false,
    });
    expect(merged.messages[1]!.isRead).toBe(true);
  });
});

describe('prependOlderPage', () => {
  it('puts older messages first and takes their hasMore', () => {
    const result = prependOlderPage(thread([5, 6], true), thread([3, 4], false));
    expect(ids(result)).toEqual([3, 4, 5, 6]);
    expect(result.hasMore).toBe(false);
  });
});

describe('read receipts', () => {
  it('marks exactly the listed messages read', () => {
    const result = applyReadReceipt(thread([1, 2, 3]), {
      conversationId: 1,
      readerRole: 'admin',
      messageIds: [1, 3],
    });
    expect(result.messages.map((m) => m.isRead)).toEqual([true, false, true]);
  });

  it('returns the same thread when nothing changes', () => {
    const current = thread([1]);
    expect(applyReadReceipt(current, { conversationId: 1, readerRole: 'admin', messageIds: [9] })).toBe(
      current,
    );
  });

  it("marks only the other side's messages when the viewer reads", () => {
    const current: Thread = {
      messages: [message(1), message(2, { senderRole: 'admin' }), message(3, { senderRole: 'admin' })],
      hasMore: false,
    };
    expect(markOthersRead(current, 'user').messages.map((m) => m.isRead)).toEqual([false, true, true]);
  });
});

describe('stillInFlight', () => {
  const sending = (text: string, after: number, clientId = text) => ({
    clientId,
    content: { kind: 'text' as const, text },
    after,
  });

  it('drops a send once its stored copy is in the thread, before its own answer came', () => {
    const pending = [sending('Pesan 7', 6), sending('Pesan 8', 6)];
    expect(stillInFlight(pending, [message(6), message(7)], 'user')).toEqual([sending('Pesan 8', 6)]);
  });

  it('does not take an older message, the other side’s, or one copy twice for a send', () => {
    const pending = [sending('Halo', 6, 'a'), sending('Halo', 6, 'b')];
    const stored = [
      message(5, { message: 'Halo' }),
      message(7, { message: 'Halo', senderRole: 'admin' }),
      message(8, { message: 'Halo' }),
    ];
    expect(stillInFlight(pending, stored, 'user')).toEqual([sending('Halo', 6, 'b')]);
  });
});
