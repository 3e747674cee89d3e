import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { scoreAnswers } from '@sehat/core/selftest/scoring';
import type { SubmissionBody } from '@sehat/core/selftest/schemas';
import { selftestMessages } from '@sehat/core/selftest/messages';
import { srq29Questions } from '@sehat/core/selftest/srq29';
import { apiPaths } from '../config/paths';
import { apiMock } from './api-mock';
import { renderApp } from './render-app';
import { scoredResult, srq29Answer } from './selftest-answers';

const noJournals = {
  journals: [],
  categoryCounts: { neurosis: 0, psikotik: 0, ptsd: 0, depresi: 0, anxiety: 0 },
  total: 0,
  nextCursor: null,
};

/**
 * The server's side of the test and its result pages: the seeded SRQ-29, submissions scored by
 * core as the API scores them, and no related journals.
 */
export function scoringServer(): void {
  apiMock.use(
    http.get(apiPaths.selftest.questions, () => HttpResponse.json(srq29Answer)),
    http.post(apiPaths.selftest.submissions, async ({ request }) => {
      const { jawaban } = (await request.json()) as SubmissionBody;
      return HttpResponse.json(scoredResult(scoreAnswers(srq29Questions, jawaban)), { status: 201 });
    }),
    http.get(apiPaths.journals, () => HttpResponse.json(noJournals)),
  );
}

/**
 * Opens /tes-diri and answers "Ya" for the SRQ-29 items in `yesItems` (1-based), "Tidak" for the
 * rest, page by page, then sends; resolves once the answer has been shown.
 */
export async function takeTest(yesItems: number[]) {
  const rendered = renderApp('/tes-diri');
  const form = (await screen.findByRole('progressbar')).closest('form')!;
  for (let item = 1; ;) {
    for (const question of form.querySelectorAll('fieldset')) {
      const choice = yesItems.includes(item) ? selftestMessages.yes : selftestMessages.no;
      fireEvent.click(within(question as HTMLElement).getByRole('radio', { name: choice }));
      item += 1;
    }
    const next = within(form).queryByRole('button', { name: selftestMessages.next });
    if (!next) break;
    await rendered.user.click(next);
    await within(form).findByText(selftestMessages.pageOf(Math.ceil(item / 5), 6));
  }
  await rendered.user.click(within(form).getByRole('button', { name: selftestMessages.submit }));
  return rendered;
}
