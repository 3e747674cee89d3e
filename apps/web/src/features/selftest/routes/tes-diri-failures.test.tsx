// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { commonMessages } from '@sehat/core/messages';
import type { SubmissionBody } from '@sehat/core/selftest/schemas';
import { selftestMessages } from '@sehat/core/selftest/messages';
import { apiPaths } from '#web/config/paths';
import { apiError, apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { scoredResult, srq29Answer } from '#web/testing/selftest-answers';
import { answerEveryPage, noJournals, questionnaire } from '#web/testing/selftest-journey';

setUpScreenTests();

describe('Tes Diri: failures (spec §8)', () => {
  it('loading the questions: the server error, the connection error, and a retry that works', async () => {
    let fail: 'server' | 'network' | null = 'server';
    apiMock.use(
      http.get(apiPaths.selftest.questions, () => {
        if (fail === 'server') return apiError(500);
        if (fail === 'network') return HttpResponse.error();
        return HttpResponse.json(srq29Answer);
      }),
    );
    const { user } = renderApp('/tes-diri');
    expect((await screen.findByRole('alert')).textContent).toBe(selftestMessages.loadFailed);
    fail = 'network';
    await user.click(screen.getByRole('button', { name: commonMessages.retry }));
    await screen.findByText(selftestMessages.connectionFailed);
    fail = null;
    await user.click(screen.getByRole('button', { name: commonMessages.retry }));
    expect((await questionnaire()).querySelectorAll('fieldset')).toHaveLength(5);
  });

  it('submitting: the server message and an unknown result', async () => {
    let reply: 'message' | 'unknown' = 'message';
    apiMock.use(
      http.get(apiPaths.selftest.questions, () => HttpResponse.json(srq29Answer)),
      http.post(apiPaths.selftest.submissions, () => {
        if (reply === 'message') return apiError(429, selftestMessages.tooManySubmissions, 'RATE_LIMITED');
        return HttpResponse.json(scoredResult({ hasil: 'Gejala Lain', severity: 'Sedang' }), { status: 201 });
      }),
    );
    const { user, router } = renderApp('/tes-diri');
    const form = await answerEveryPage(user);
    const submit = async (expected: string) => {
      await user.click(within(form).getByRole('button', { name: selftestMessages.submit }));
      await within(form).findByText(expected);
      expect(within(form).getByRole('alert').textContent).toBe(expected);
    };
    await submit(selftestMessages.tooManySubmissions);
    reply = 'unknown';
    await submit(selftestMessages.unknownResult('Gejala Lain'));
    expect(router.state.location.pathname).toBe('/tes-diri');
  });

  it('a questionnaire that changed under the submission is reloaded: answers kept, the new question asked', async () => {
    const added = {
      nomor: 2_000_000,
      pertanyaan: 'Pertanyaan tambahan dari admin?',
      kategori: 'ptsd' as const,
      crisis: false,
    };
    let changed = false;
    const sent: SubmissionBody[] = [];
    apiMock.use(
      http.get(apiPaths.selftest.questions, () =>
        HttpResponse.json(
          changed
            ? { ...srq29Answer, questions: [...srq29Answer.questions, added], revision: 'berubah' }
            : srq29Answer,
        ),
      ),
      http.post(apiPaths.selftest.submissions, async ({ request }) => {
        sent.push((await request.json()) as SubmissionBody);
        if (!changed) {
          changed = true;
          return apiError(400, selftestMessages.answersWrongCount, 'QUESTIONS_CHANGED');
        }
        return HttpResponse.json(scoredResult({ id: 9, score: 1 }), { status: 201 });
      }),
      // The result page's related articles.
      http.get(apiPaths.journals, () => HttpResponse.json(noJournals)),
    );
    const { user, router } = renderApp('/tes-diri');
    const form = await answerEveryPage(user);
    await user.click(within(form).getByRole('button', { name: selftestMessages.submit }));
    await within(form).findByText(selftestMessages.questionsChanged);
    const newQuestion = await within(form).findByRole('group', {
      name: (name) => name.includes(added.pertanyaan),
    });
    expect(within(form).getByRole('button', { name: selftestMessages.submit })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(within(newQuestion).getByRole('radio', { name: selftestMessages.yes }));
    await user.click(within(form).getByRole('button', { name: selftestMessages.submit }));
    await screen.findByRole('heading', { level: 1, name: 'Hasil Tes Diri' });
    expect(router.state.location.pathname).toBe('/hasil/normal');
    expect(sent[0]!.jawaban.every((answer) => answer === 0)).toBe(true);
    expect(sent[1]).toEqual({
      jawaban: [...sent[0]!.jawaban, 1],
      revision: 'berubah',
      clientId: expect.any(String),
    });
  });

  it('without a connection: scored on this device, kept, and sent once with the same clientId when it returns', async () => {
    let online = false;
    const sent: SubmissionBody[] = [];
    apiMock.use(
      http.get(apiPaths.selftest.questions, () => HttpResponse.json({ ...srq29Answer, neurosisCutoff: 5 })),
      http.post(apiPaths.selftest.submissions, async ({ request }) => {
        sent.push((await request.json()) as SubmissionBody);
        if (!online) return HttpResponse.error();
        return HttpResponse.json(scoredResult({ id: 3 }), { status: 201 });
      }),
      http.get(apiPaths.journals, () => HttpResponse.json(noJournals)),
    );
    const { user, router } = renderApp('/tes-diri');
    // Five neurosis "Ya" on the first page: Normal at the seeded cut-off 6, neurosis at this server's 5.
    const form = await answerEveryPage(user, [1, 2, 3, 4, 5]);
    await user.click(within(form).getByRole('button', { name: selftestMessages.submit }));
    await screen.findByRole('heading', { level: 1, name: 'Hasil Tes Diri' });
    expect(router.state.location.pathname).toBe('/hasil/neurosis');
    const queued = JSON.parse(localStorage.getItem('offlineSubmissions') ?? '[]') as SubmissionBody[];
    expect(queued).toMatchObject([{ kind: 'srq29', clientId: sent[0]!.clientId, jawaban: sent[0]!.jawaban }]);

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(localStorage.getItem('offlineSubmissions')).toBeNull());
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
  });
});
