// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, it, vi } from 'vitest';
import { careLabels, careMessages } from '@sehat/core/supervision/care-messages';
import { apiPaths } from '#web/config/paths';
import { apiMock, setUpApiMock } from '#web/testing/api-mock';
import { WellbeingForm } from './wellbeing-form';

setUpApiMock();
afterEach(cleanup);

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WellbeingForm />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

it('sends the chosen score and the private note, then thanks and clears', async () => {
  let sent: unknown;
  apiMock.use(
    http.post(apiPaths.adminWellbeing.entries, async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json(
        { entry: { id: 1, score: 2, note: 'Lelah.', createdAt: '2026-11-28T10:00:00.000Z' } },
        { status: 201 },
      );
    }),
  );
  const user = renderForm();
  await user.click(screen.getByRole('radio', { name: careLabels.entry(2, careLabels.scoreNames[2]!) }));
  await user.type(screen.getByLabelText(careLabels.note), 'Lelah.');
  await user.click(screen.getByRole('button', { name: careLabels.submit }));
  expect(await screen.findByText(careLabels.saved)).toBeTruthy();
  expect(sent).toEqual({ score: 2, note: 'Lelah.' });
  expect((screen.getByLabelText(careLabels.note) as HTMLTextAreaElement).value).toBe('');
});

it('asks for a score first and sends nothing', async () => {
  const posted = vi.fn();
  apiMock.use(http.post(apiPaths.adminWellbeing.entries, posted));
  const user = renderForm();
  await user.click(screen.getByRole('button', { name: careLabels.submit }));
  expect(await screen.findByText(careMessages.scoreInvalid)).toBeTruthy();
  expect(posted).not.toHaveBeenCalled();
});
