// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { ratingLabels, ratingMessages } from '@sehat/core/chat/case-messages';
import type { RatingBody } from '@sehat/core/chat/rating';
import { apiPaths } from '#web/config/paths';
import { apiError, apiMock, setUpApiMock } from '#web/testing/api-mock';
import { ConversationRating } from './conversation-rating';

setUpApiMock();

function renderRating(latestMessageId = 40) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <ConversationRating conversationId={7} latestMessageId={latestMessageId} />
    </QueryClientProvider>,
  );
  return user;
}

it('asks for a score, sends it with the comment once, and thanks the person', async () => {
  const sent: RatingBody[] = [];
  let refuse = true;
  apiMock.use(
    http.get(apiPaths.chat.rating(7), () => HttpResponse.json({ ratable: true, rating: null })),
    http.post(apiPaths.chat.rating(7), async ({ request }) => {
      if (refuse) return apiError(500, 'Server error. Silakan coba lagi nanti.', 'INTERNAL');
      const body = (await request.json()) as RatingBody;
      sent.push(body);
      return HttpResponse.json(
        { rating: { score: body.score, comment: body.comment ?? null, createdAt: new Date().toISOString() } },
        { status: 201 },
      );
    }),
  );
  const user = renderRating();
  const form = await screen.findByRole('form', { name: ratingLabels.title });

  await user.click(within(form).getByRole('button', { name: ratingLabels.send }));
  expect(within(form).getByRole('alert').textContent).toBe(ratingMessages.scoreInvalid);
  expect(sent).toHaveLength(0);

  const scores = within(form).getByRole('group', { name: ratingLabels.score });
  expect(within(scores).getAllByRole('radio')).toHaveLength(5);
  await user.click(within(scores).getByRole('radio', { name: ratingLabels.scoreName(4) }));
  await user.type(within(form).getByLabelText(ratingLabels.comment), '  Konselornya sabar  ');
  await user.click(within(form).getByRole('button', { name: ratingLabels.send }));
  expect((await within(form).findByRole('alert')).textContent).toBe('Server error. Silakan coba lagi nanti.');

  refuse = false;
  await user.click(within(form).getByRole('button', { name: ratingLabels.send }));
  expect((await screen.findByRole('status')).textContent).toBe(ratingLabels.thanks);
  expect(sent).toEqual([{ score: 4, comment: 'Konselornya sabar' }]);
  expect(screen.queryByRole('form')).toBeNull();
});

it('shows nothing while the conversation is open or this resolution is already rated', async () => {
  apiMock.use(
    http.get(apiPaths.chat.rating(7), () =>
      HttpResponse.json({
        ratable: false,
        rating: { score: 5, comment: null, createdAt: '2026-11-20T03:00:00Z' },
      }),
    ),
  );
  renderRating();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('form')).toBeNull();
});
