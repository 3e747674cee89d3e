// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Conversation } from '@sehat/core/chat/schemas';
import { whisperLabels, whisperMessages } from '@sehat/core/chat/whisper-messages';
import type { Whisper } from '@sehat/core/chat/whispers';
import type { Role } from '@sehat/core/user/limits';
import { apiPaths } from '#web/config/paths';
import { guestSession } from '#web/lib/auth/session';
import { sessionQueryKey } from '#web/lib/auth/session-key';
import { apiMock, setUpApiMock } from '#web/testing/api-mock';
import { aUser } from '#web/testing/users';
import { SupervisionTools } from './supervision-tools';
import { WhisperPanel } from './whisper-panel';

setUpApiMock();

/** The two parts as the conversation pane puts them together. */
function Pane() {
  const [writing, setWriting] = useState(false);
  return (
    <>
      <SupervisionTools conversation={conversation} writing={writing} onWrite={() => setWriting(true)} />
      <WhisperPanel conversationId={12} writing={writing} onDoneWriting={() => setWriting(false)} />
    </>
  );
}
afterEach(cleanup);

const conversation: Conversation = {
  id: 12,
  userId: 5,
  user: { id: 5, username: 'rina', fullName: 'Rina', photoUrl: null },
  admin: { id: 3, fullName: 'Kirana Konselor', photoUrl: null },
  unreadCount: 0,
  historyDeletedAt: null,
  status: 'open',
  assignee: { id: 3, fullName: 'Kirana Konselor' },
  sharedResult: null,
  risk: false,
  firstResponseDueAt: null,
  overdue: false,
  channel: 'web',
};

const whisper = (id: number, text: string): Whisper => ({
  id,
  text,
  author: { id: 4, fullName: 'Sinta Supervisor' },
  createdAt: '2026-11-28T10:0' + id + ':00.000Z',
});

let read = 0;

function renderAs(role: Role, whispers: Whisper[]) {
  read = 0;
  const posted: { url: string; body: unknown }[] = [];
  apiMock.use(
    http.get(apiPaths.adminChat.whispers(12), () => {
      read += 1;
      return HttpResponse.json({ whispers });
    }),
    http.post(apiPaths.adminChat.whispers(12), async ({ request }) => {
      const body = (await request.json()) as { text: string };
      posted.push({ url: 'whispers', body });
      whispers.push(whisper(whispers.length + 1, body.text));
      return HttpResponse.json({ whisper: whispers.at(-1) }, { status: 201 });
    }),
    http.get(apiPaths.adminChat.counsellors, () =>
      HttpResponse.json({
        counsellors: [
          { id: 3, fullName: 'Kirana Konselor', presence: 'online', openConversations: 1 },
          { id: 8, fullName: 'Bayu Konselor', presence: 'online', openConversations: 0 },
        ],
      }),
    ),
    http.post(apiPaths.adminChat.transfer(12), async ({ request }) => {
      posted.push({ url: 'transfer', body: await request.json() });
      return HttpResponse.json({
        conversation: { ...conversation, assignee: { id: 8, fullName: 'Bayu Konselor' } },
      });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, {
    ...guestSession,
    user: aUser({ id: role === 'counsellor' ? 3 : 4, role }),
  });
  render(
    <QueryClientProvider client={client}>
      <Pane />
    </QueryClientProvider>,
  );
  return posted;
}

describe('WhisperPanel', () => {
  it('shows a counsellor the newest whisper, earlier ones folded, and no way to write one', async () => {
    renderAs('counsellor', [whisper(1, 'Tanyakan tidurnya.'), whisper(2, 'Tanyakan rencana malam ini.')]);
    const panel = await screen.findByRole('region', { name: whisperLabels.title });
    await within(panel).findByText('Tanyakan rencana malam ini.');
    expect(within(panel).getByText(whisperLabels.earlier(1))).toBeTruthy();
    expect(within(panel).queryByRole('form', { name: whisperLabels.newWhisper })).toBeNull();
    expect(within(panel).queryByRole('button', { name: whisperLabels.transfer })).toBeNull();
  });

  it('shows a counsellor nothing while there is no whisper', async () => {
    renderAs('counsellor', []);
    await waitFor(() => expect(read).toBe(1));
    expect(screen.queryByRole('region', { name: whisperLabels.title })).toBeNull();
  });

  it('lets a supervisor whisper (never empty) and transfer with a handover note', async () => {
    const user = userEvent.setup();
    const posted = renderAs('supervisor', []);
    // No whisper yet: nothing takes the pane's room until the supervisor chooses to whisper.
    await waitFor(() => expect(read).toBe(1));
    expect(screen.queryByRole('region', { name: whisperLabels.title })).toBeNull();
    await user.click(screen.getByRole('button', { name: whisperLabels.newWhisper }));
    const panel = await screen.findByRole('region', { name: whisperLabels.title });
    await user.click(within(panel).getByRole('button', { name: whisperLabels.send }));
    expect(within(panel).getByRole('alert').textContent).toBe(whisperMessages.whisperEmpty);
    await user.type(
      within(panel).getByRole('textbox', { name: whisperLabels.newWhisper }),
      'Ajak ia menyusun rencana keamanan.',
    );
    await user.click(within(panel).getByRole('button', { name: whisperLabels.send }));
    await within(panel).findByText('Ajak ia menyusun rencana keamanan.');
    expect(posted).toEqual([{ url: 'whispers', body: { text: 'Ajak ia menyusun rencana keamanan.' } }]);

    await user.click(screen.getByRole('button', { name: whisperLabels.transfer }));
    const dialog = await screen.findByRole('dialog', { name: whisperLabels.transferTitle });
    const select = within(dialog).getByLabelText(whisperLabels.assignee);
    // The one who holds it now is not offered.
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([whisperLabels.pickAssignee, 'Bayu Konselor']),
    );
    await user.click(within(dialog).getByRole('button', { name: whisperLabels.confirmTransfer }));
    expect(within(dialog).getByRole('alert').textContent).toBe(whisperMessages.assigneeMissing);
    await user.selectOptions(select, '8');
    await user.click(within(dialog).getByRole('button', { name: whisperLabels.confirmTransfer }));
    expect(within(dialog).getByRole('alert').textContent).toBe(whisperMessages.noteMissing);
    await user.type(within(dialog).getByLabelText(whisperLabels.note), 'Lanjutkan dari langkah 3.');
    await user.click(within(dialog).getByRole('button', { name: whisperLabels.confirmTransfer }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted.at(-1)).toEqual({
      url: 'transfer',
      body: { assigneeId: 8, note: 'Lanjutkan dari langkah 3.' },
    });
  });
});
