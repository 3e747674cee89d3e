// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { crisisMessages } from '@sehat/core/messages';
import { scoreAnswers } from '@sehat/core/selftest/scoring';
import type { SubmissionBody } from '@sehat/core/selftest/schemas';
import { resultLabels, selftestMessages } from '@sehat/core/selftest/messages';
import { srq29Questions } from '@sehat/core/selftest/srq29';
import { apiPaths } from '../../../config/paths';
import { apiMock } from '../../../testing/api-mock';
import { renderApp, setUpScreenTests } from '../../../testing/render-app';
import { scoredResult, srq29Answer } from '../../../testing/selftest-answers';

setUpScreenTests();

const noJournals = {
  journals: [],
  categoryCounts: { neurosis: 0, psikotik: 0, ptsd: 0, depresi: 0, anxiety: 0 },
  total: 0,
  nextCursor: null,
};

/** The server's side of a submission: the SRQ-29 scored by core, as the API scores it. */
function scoringServer() {
  apiMock.use(
    http.get(apiPaths.selftest.questions, () => HttpResponse.json(srq29Answer)),
    http.post(apiPaths.selftest.submissions, async ({ request }) => {
      const { jawaban } = (await request.json()) as SubmissionBody;
      return HttpResponse.json(scoredResult(scoreAnswers(srq29Questions, jawaban)), { status: 201 });
    }),
    http.get(apiPaths.journals, () => HttpResponse.json(noJournals)),
  );
}

/** "Ya" for the SRQ-29 items in `yesItems` (1-based), "Tidak" for the rest, page by page; then Kirim. */
async function takeTest(yesItems: number[]) {
  const { user, router } = renderApp('/tes-diri');
  const form = (await screen.findByRole('progressbar')).closest('form')!;
  for (let item = 1; ;) {
    for (const question of form.querySelectorAll('fieldset')) {
      const choice = yesItems.includes(item) ? selftestMessages.yes : selftestMessages.no;
      fireEvent.click(within(question as HTMLElement).getByRole('radio', { name: choice }));
      item += 1;
    }
    const next = within(form).queryByRole('button', { name: selftestMessages.next });
    if (!next) break;
    await user.click(next);
    await within(form).findByText(selftestMessages.pageOf(Math.ceil(item / 5), 6));
  }
  await user.click(within(form).getByRole('button', { name: selftestMessages.submit }));
  await screen.findByRole('heading', { level: 1, name: 'Hasil Tes Diri' });
  return router;
}

const neurosisSix = [1, 2, 3, 4, 5, 6];

// The visitor's journey through the real server, for a normal result and for one with another
// flagged part, is selftest-visitor.spec.ts; here every kind of result, on core's scoring.
describe('a visitor’s SRQ-29 lands on the page of its result', () => {
  const cases: [string, number[], string, string, string, number][] = [
    ['nothing flagged', [], '/hasil/normal', 'Normal', 'Normal', 20],
    ['six neurosis answers', neurosisSix, '/hasil/neurosis', 'Gejala Neurosis', 'Ringan', 25],
    ['two psychotic answers', [22, 24], '/hasil/psikotik', 'Gejala Psikotik', 'Berat', 95],
    ['substance use', [21], '/hasil/psikotik', 'Penggunaan Zat Psikotik', 'Sedang', 55],
    ['three PTSD answers', [25, 26, 27], '/hasil/ptsd', 'Gejala PTSD', 'Sedang', 55],
  ];
  for (const [label, yes, path, hasil, severity, percent] of cases) {
    it(`${label} → ${hasil}`, async () => {
      scoringServer();
      const router = await takeTest(yes);
      // The app never puts the result in the URL.
      expect(router.state.location.pathname).toBe(path);
      expect(router.state.location.search).toBe('');
      const card = screen.getByRole('region', { name: hasil });
      expect(card.textContent).toContain(resultLabels.severityOf(severity));
      expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe(String(percent));
      screen.getByText(resultLabels.screeningNotDiagnosis);
      for (const heading of [
        resultLabels.advice,
        resultLabels.explanation,
        resultLabels.seekHelp,
        resultLabels.articles,
      ])
        screen.getByRole('heading', { name: heading });
      screen.getByRole('button', { name: resultLabels.retake });
      expect(screen.queryByRole('region', { name: crisisMessages.title })).toBeNull();
      expect(JSON.parse(localStorage.getItem('testState') ?? 'null')).toMatchObject({
        testCompleted: true,
        userId: null,
        hasilTesTerakhir: { hasil, severity },
      });
      expect(JSON.parse(localStorage.getItem('lastTestResult') ?? 'null')).toEqual({ hasil, severity });
    });
  }
});
