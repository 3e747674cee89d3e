// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { InboxUser } from '@sehat/core/chat/admin-schemas';
import { chatLabels, counsellorServiceLabels } from '@sehat/core/chat/messages';
import { formatDuration } from '@sehat/core/time/format';
import { whatsappMessages } from '@sehat/core/whatsapp/messages';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InboxUserItem } from './inbox-user-item';

const now = new Date('2026-11-28T10:42:30Z');
const longName = 'Raden Ajeng Kartika Sekarwangi Puspitasari Wulandari';
const entry = (change: Partial<InboxUser>): InboxUser => ({
  id: 1,
  username: 'kartika',
  fullName: longName,
  photoUrl: null,
  lastMessage: 'Saya tidak bisa tidur',
  lastMessageType: 'text',
  lastMessageRole: 'user',
  lastMessageAt: '2026-11-28T10:40:00Z',
  unreadCount: 2,
  conversationId: 1,
  risk: true,
  status: 'open',
  assignee: null,
  awaitingSince: '2026-11-28T10:40:00Z',
  firstResponseDueAt: '2026-11-28T10:45:00Z',
  overdue: false,
  channel: 'web',
  ...change,
});

const renderItem = (user: InboxUser) =>
  render(
    <ul>
      <InboxUserItem user={user} selected={false} onSelect={() => {}} />
    </ul>,
  );

/** The declarations of one class in the sidebar's stylesheet (CSS modules keep the local name). */
function rulesOf(element: HTMLElement): string {
  const local = /_([A-Za-z]+)_/.exec(element.className)?.[1] ?? element.className;
  const css = readFileSync(path.join(import.meta.dirname, 'inbox-sidebar.module.css'), 'utf8');
  return [...css.matchAll(new RegExp(`\\.${local}\\s*\\{([^}]*)\\}`, 'g'))].map((rule) => rule[1]).join('');
}

describe('InboxUserItem', () => {
  beforeEach(() => vi.useFakeTimers({ now, toFake: ['Date'] }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the whole name, with the badges on their own line, never cut beside them', () => {
    renderItem(entry({}));
    const button = screen.getByRole('button');
    expect(button.textContent).toContain(longName);
    const name = screen.getByText(longName);
    const badge = screen.getByText(chatLabels.riskBadge);
    expect(name.parentElement?.contains(badge)).toBe(false);
    expect(rulesOf(name)).not.toMatch(/ellipsis|nowrap|overflow:\s*hidden/);
  });

  it('shows when the answer is due and how long is left, before it is overdue', () => {
    renderItem(entry({}));
    const button = screen.getByRole('button');
    expect(button.textContent).toContain(counsellorServiceLabels.waiting(formatDuration(150)));
    expect(button.textContent).toMatch(/Target balas \d\d\.45 · 3 menit lagi/);
    expect(button.textContent).not.toContain(counsellorServiceLabels.overdue);
  });

  it('says "Lewat target" instead of a due time once it has passed', () => {
    vi.setSystemTime(new Date('2026-11-28T10:46:00Z'));
    renderItem(entry({}));
    const button = screen.getByRole('button');
    expect(button.textContent).toContain(counsellorServiceLabels.overdue);
    expect(button.textContent).not.toContain('Target balas');
  });
});

describe('the channel', () => {
  it('marks a WhatsApp conversation with a small WhatsApp label, and a web one with none', () => {
    renderItem(entry({ channel: 'whatsapp' }));
    expect(screen.getByText(whatsappMessages.channelLabel).getAttribute('title')).toBe(
      whatsappMessages.channelDescription,
    );
    cleanup();
    renderItem(entry({ channel: 'web' }));
    expect(screen.queryByText(whatsappMessages.channelLabel)).toBeNull();
  });
});
