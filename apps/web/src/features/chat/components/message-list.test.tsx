// @vitest-environment happy-dom
import type { ChatMessage } from '@sehat/core/chat/schemas';
import { chatLabels } from '@sehat/core/chat/messages';
import { whatsappMessages } from '@sehat/core/whatsapp/messages';
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
  delivery: null,
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

it("shows on a WhatsApp conversation what WhatsApp said of each of the team's messages, not the site's read state", () => {
  const sentTo = (id: number, delivery: ChatMessage['delivery']) => ({
    ...message(id, 'admin', `Balasan ${id}`),
    isRead: false,
    delivery,
  });
  render(
    <MessageList
      messages={[sentTo(1, 'delivered'), sentTo(2, 'read'), sentTo(3, 'failed'), sentTo(4, null)]}
      pending={[]}
      viewerRole="admin"
      hasMore={false}
      loadingOlder={false}
      onLoadOlder={() => {}}
      empty={null}
    />,
  );
  const bubbleOf = (text: string) => within(screen.getByText(text).closest('li')!);
  expect(bubbleOf('Balasan 1').getByText(whatsappMessages.delivery.delivered)).toBeTruthy();
  expect(bubbleOf('Balasan 2').getByText(whatsappMessages.delivery.read)).toBeTruthy();
  expect(bubbleOf('Balasan 3').getByText(whatsappMessages.delivery.failed)).toBeTruthy();
  expect(bubbleOf('Balasan 2').getByText(`${whatsappMessages.channelLabel}:`, { exact: false })).toBeTruthy();
  // No status from WhatsApp yet: the site's own state, as on the web.
  expect(bubbleOf('Balasan 4').getByText(chatLabels.sent)).toBeTruthy();
});

it('shows the counsellor a WhatsApp voice note as a player with its label, and an image as an image with its caption', () => {
  const file = (name: string, mime: string, url: string) => ({ name, mime, size: 48_000, url });
  const voice = {
    ...message(1, 'user', 'Pesan suara WhatsApp.ogg'),
    type: 'file' as const,
    file: file('Pesan suara WhatsApp.ogg', 'audio/ogg', '/api/chat/files/1'),
  };
  const photo = {
    ...message(2, 'user', 'Ini foto kamarku'),
    type: 'file' as const,
    file: file('Gambar WhatsApp.jpg', 'image/jpeg', '/api/chat/files/2'),
  };
  render(
    <MessageList
      messages={[voice, photo]}
      pending={[]}
      viewerRole="admin"
      hasMore={false}
      loadingOlder={false}
      onLoadOlder={() => {}}
      empty={null}
    />,
  );
  const player = screen.getByLabelText(chatLabels.audioPlayer('Pesan suara WhatsApp.ogg'));
  expect(player.tagName).toBe('AUDIO');
  expect(player.hasAttribute('controls')).toBe(true);
  expect(player.getAttribute('src')).toBe('/api/chat/files/1');
  const voiceBubble = within(player.closest('li')!);
  expect(voiceBubble.getByText(chatLabels.audioTitle)).toBeTruthy();
  // Its text is only its name: nothing is repeated under the player.
  expect(voiceBubble.queryByText('Pesan suara WhatsApp.ogg', { selector: 'p' })).toBeNull();

  const image = screen.getByRole('img', { name: chatLabels.imageAlt('Gambar WhatsApp.jpg') });
  expect(image.getAttribute('src')).toBe('/api/chat/files/2');
  expect(within(image.closest('li')!).getByText('Ini foto kamarku')).toBeTruthy();
});
