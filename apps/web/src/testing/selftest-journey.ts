import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { scoreAnswers } from '@sehat/core/selftest/scoring';
import type { SubmissionBody } from '@sehat/core/selftest/schemas';
import { selftestMessages } from '@sehat/core/selftest/messages';
import { srq29Questions } from '@sehat/core/selftest/srq29';
import { apiPaths } from '#web/config/paths';
import { apiMock } from './api-mock';
import { renderApp } from './render-app';
import { scoredResult, srq29Answer } from './selftest-answers';

/** GET /api/journals with nothing to show (a result page's related articles). */
export const noJournals = {
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

/** The questionnaire's form, once its questions have loaded. */
export const questionnaire = () => screen.findByRole('progressbar').then((bar) => bar.closest('form')!);

const pageLine = /^Halaman \d+ dari \d+$/;

/**
 * "Ya" for the questions numbered in `yesItems` (1-based, in the order shown), "Tidak" for the
 * rest, page by page (plain clicks: the quickest), up to the last page; resolves with the form.
 */
export async function answerEveryPage(user: UserEvent, yesItems: number[] = []): Promise<HTMLFormElement> {
  const form = await questionnaire();
  for (let item = 1; ;) {
    for (const question of form.querySelectorAll('fieldset')) {
      const choice = yesItems.includes(item) ? selftestMessages.yes : selftestMessages.no;
      fireEvent.click(within(question as HTMLElement).getByRole('radio', { name: choice }));
      item += 1;
    }
    // A click on a button still disabled does nothing: wait until the page's answers enable it.
    const next = within(form).queryByRole('button', { name: selftestMessages.next });
    const onward = next ?? within(form).getByRole('button', { name: selftestMessages.submit });
    await waitFor(() => expect((onward as HTMLButtonElement).disabled).toBe(false));
    if (!next) return form;
    const shown = within(form).getByText(pageLine).textContent;
    await user.click(next);
    await within(form).findByText((text) => pageLine.test(text) && text !== shown);
  }
}

/** Opens /tes-diri, answers as `answerEveryPage` does and sends. */
export async function takeTest(yesItems: number[]) {
  const rendered = renderApp('/tes-diri');
  const form = await answerEveryPage(rendered.user, yesItems);
  await rendered.user.click(within(form).getByRole('button', { name: selftestMessages.submit }));
  return rendered;
}
