// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, it, vi } from 'vitest';
import { reviewLabels, reviewMessages } from '@sehat/core/supervision/review-messages';
import { apiPaths } from '#web/config/paths';
import { apiMock, setUpApiMock } from '#web/testing/api-mock';
import { ReviewForm } from './review-form';

setUpApiMock();
afterEach(cleanup);

function renderForm(onSaved = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReviewForm conversationId={12} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onSaved };
}

const pick = async (user: ReturnType<typeof userEvent.setup>, criterion: string, score: string) =>
  user.click(within(screen.getByRole('group', { name: criterion })).getByRole('radio', { name: score }));

it('shows each criterion with what 1 and 5 mean, and sends the three scores and the comment', async () => {
  let sent: unknown;
  apiMock.use(
    http.post(apiPaths.adminSupervision.reviews(12), async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json(
        {
          review: {
            id: 1,
            scores: { engagement: 4, collaboration: 3, safetyAssessment: 5 },
            comment: null,
            reviewer: null,
            counsellor: null,
            resolutionId: null,
            createdAt: '2026-11-29T08:00:00.000Z',
          },
        },
        { status: 201 },
      );
    }),
  );
  const { user, onSaved } = renderForm();
  expect(screen.getByText(reviewLabels.scaleLow(reviewMessages.criteria.safetyAssessment.low))).toBeTruthy();
  expect(screen.getByText(reviewLabels.scaleHigh(reviewMessages.criteria.engagement.high))).toBeTruthy();
  await pick(user, reviewMessages.criteria.engagement.name, '4');
  await pick(user, reviewMessages.criteria.collaboration.name, '3');
  await pick(user, reviewMessages.criteria.safetyAssessment.name, '5');
  await user.type(screen.getByLabelText(reviewLabels.comment), 'Keselamatan ditanyakan langsung.');
  await user.click(screen.getByRole('button', { name: reviewLabels.submit }));
  await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(sent).toEqual({
    scores: { engagement: 4, collaboration: 3, safetyAssessment: 5 },
    comment: 'Keselamatan ditanyakan langsung.',
  });
});

it('says which score is missing and sends nothing', async () => {
  const posted = vi.fn();
  apiMock.use(http.post(apiPaths.adminSupervision.reviews(12), posted));
  const { user } = renderForm();
  await pick(user, reviewMessages.criteria.engagement.name, '2');
  await pick(user, reviewMessages.criteria.collaboration.name, '2');
  await user.click(screen.getByRole('button', { name: reviewLabels.submit }));
  expect(
    await screen.findByText(reviewMessages.scoreInvalid(reviewMessages.criteria.safetyAssessment.name)),
  ).toBeTruthy();
  expect(posted).not.toHaveBeenCalled();
});
