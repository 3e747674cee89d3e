// @vitest-environment happy-dom
import type { ChatMessage } from '@sehat/core/chat/schemas';
import { chatLabels } from '@sehat/core/chat/messages';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { MessageList } from './message-list';

const message = (id: number, senderRole: ChatMessage['senderRole'], text: string): ChatMessage => ({
  id,
  conversationId: 7,
  senderId: senderRole === 'user' ? 3 : 1,
  senderRole,
  message: text,
  type: 'text',
  file: null,
  automatic: false,
  senderName: senderRole === 'admin' ? 'Rani' : null,
  isRead: true,
  createdAt: '2026-11-28T10:00:00.000Z',
});

afterEach(cleanup);

it('puts the rating card after the last message, inside the scrolling thread, never over it', () => {
  const lastQuestion = 'Apakah ada hal lain yang ingin Anda ceritakan?';
  render(
    <MessageList
      messages={[message(1, 'user', 'Terima kasih sudah mendengarkan'), message(2, 'admin', lastQuestion)]}
      pending={[]}
      viewerRole="user"
      hasMore={false}
      loadingOlder={false}
      onLoadOlder={() => {}}
      empty={null}
      footer={<form aria-label="Penilaian percakapan" />}
    />,
  );
  const log = screen.getByRole('log', { name: chatLabels.messageList });
  const card = within(log).getByRole('form', { name: 'Penilaian percakapan' });
  const last = within(log).getByText(lastQuestion);
  expect(last.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});
