// @vitest-environment happy-dom
import { whatsappMessages } from '@sehat/core/whatsapp/messages';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { aUser, conversationOf } from '#web/testing/users';
import { ConversationHeading } from './conversation-heading';

afterEach(cleanup);

const aConversation = () => conversationOf(aUser({ id: 5, username: 'sari', fullName: 'Sari' }));

it("names the person and, on a WhatsApp conversation, its channel under the pane's title", () => {
  const conversation = aConversation();
  render(<ConversationHeading id="t" title="Sari" conversation={{ ...conversation, channel: 'whatsapp' }} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Sari' })).toBeTruthy();
  expect(screen.getByText(`@${conversation.user.username}`, { exact: false })).toBeTruthy();
  expect(screen.getByText(whatsappMessages.channelLabel)).toBeTruthy();
});

it('shows no channel label on a conversation from the site', () => {
  render(<ConversationHeading id="t" title="Sari" conversation={aConversation()} />);
  expect(screen.queryByText(whatsappMessages.channelLabel)).toBeNull();
});
