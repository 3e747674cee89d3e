// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, expect, it } from 'vitest';
import { caseNoteLabels } from '@sehat/core/chat/case-messages';
import type { CaseNote } from '@sehat/core/chat/case-notes';
import { apiPaths } from '#web/config/paths';
import { apiMock, setUpApiMock } from '#web/testing/api-mock';
import { CaseNotes } from './case-notes';

setUpApiMock();
afterEach(cleanup);

function renderNotes() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return render(<CaseNotes conversationId={7} />, { wrapper });
}

it('an added note is confirmed beside the button, in a live region that takes focus', async () => {
  const notes: CaseNote[] = [];
  apiMock.use(
    http.get(apiPaths.adminChat.notes(7), () => HttpResponse.json({ notes })),
    http.post(apiPaths.adminChat.notes(7), async ({ request }) => {
      const { text } = (await request.json()) as { text: string };
      const note = { id: 1, text, author: { id: 2, fullName: 'Rani' }, createdAt: new Date().toISOString() };
      notes.push(note);
      return HttpResponse.json({ note }, { status: 201 });
    }),
  );
  renderNotes();
  const user = userEvent.setup({ delay: null });
  await screen.findByText(caseNoteLabels.notesEmpty);
  const region = screen.getByRole('status');
  expect(region.textContent).toBe('');

  await user.type(
    screen.getByRole('textbox', { name: caseNoteLabels.newNote }),
    'Dirujuk ke puskesmas terdekat.',
  );
  await user.click(screen.getByRole('button', { name: caseNoteLabels.addNote }));

  expect(await screen.findByText('Dirujuk ke puskesmas terdekat.')).toBeTruthy();
  expect(region.textContent).toBe(caseNoteLabels.noteAdded);
  expect(document.activeElement).toBe(region);
  // Beside the control that acted: the confirmation sits just before the button, in its form.
  const button = screen.getByRole('button', { name: caseNoteLabels.addNote });
  expect(region.nextElementSibling).toBe(button);
  expect((screen.getByRole('textbox', { name: caseNoteLabels.newNote }) as HTMLTextAreaElement).value).toBe(
    '',
  );
});
