// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { forumLabels, forumMessages } from '@sehat/core/forum/messages';
import { commonMessages, dialogTitles } from '@sehat/core/messages';
import { apiPaths } from '#web/config/paths';
import { aQuestion, aResponse, naming, questionPage, responsePage } from '#web/testing/forum';
import { apiError, apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { aUser } from '#web/testing/users';

setUpScreenTests();

const author = aUser({ id: 3, username: 'penulis' });

describe('the forum for a visitor', () => {
  it('reads, but every login-only action says so and leads to /login', async () => {
    const question = aQuestion(author, null, { title: 'Boleh tanya', responseCount: 1 });
    apiMock.use(
      http.get(apiPaths.forum.questions, () => HttpResponse.json(questionPage([question]))),
      http.get(apiPaths.forum.question(question.id), () => HttpResponse.json({ question })),
      http.get(apiPaths.forum.responses(question.id), () =>
        HttpResponse.json(responsePage([aResponse(author, null, { id: 21, text: 'Jawaban penulis' })])),
      ),
    );
    const { user, router } = renderApp('/forum');
    await screen.findByText(forumLabels.statusGuest, { exact: true });
    expect(screen.getByRole('button', { name: forumLabels.loginFirst })).toHaveProperty('disabled', true);
    // Beside the spec's disabled button, the way in it stands for (ADR 200), back to the forum.
    expect(screen.getByRole('link', { name: forumLabels.loginToAsk }).getAttribute('href')).toBe(
      '/login?next=%2Fforum',
    );
    expect(screen.getByRole('link', { name: forumLabels.registerToAsk }).getAttribute('href')).toBe(
      '/register?next=%2Fforum',
    );
    expect(screen.queryByRole('button', { name: forumLabels.ask })).toBeNull();
    expect(screen.getByRole('switch', { name: forumLabels.mine })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: `${forumLabels.questionMenu}: Boleh tanya` })).toBeNull();

    const openDetail = async () => {
      await user.click(await screen.findByRole('button', { name: 'Boleh tanya' }));
      return screen.findByRole('dialog', { name: 'Boleh tanya' });
    };
    const detail = await openDetail();
    await within(detail).findByText('Jawaban penulis');
    await user.click(within(detail).getByRole('button', { name: naming(forumLabels.upvote) }));
    const warning = await screen.findByRole('dialog', { name: dialogTitles.warning });
    expect(warning.textContent).toContain(forumMessages.loginToVote);
    await user.click(within(warning).getByRole('button'));
    await screen.findByRole('heading', { level: 1, name: /Masuk/ });
    expect(router.state.location.pathname + router.state.location.search).toBe('/login?next=%2Fforum');

    await router.navigate('/forum');
    const again = await openDetail();
    await user.type(within(again).getByLabelText(forumLabels.responseLabel), 'Ingin membantu');
    await user.click(within(again).getByRole('button', { name: forumLabels.respond }));
    const second = await screen.findByRole('dialog', { name: dialogTitles.warning });
    expect(second.textContent).toContain(forumMessages.loginToRespond);
    await user.click(within(second).getByRole('button'));
    await screen.findByRole('heading', { level: 1, name: /Masuk/ });
    expect(router.state.location.pathname + router.state.location.search).toBe('/login?next=%2Fforum');
  });

  it('the empty state says the database has no questions and asks a visitor to log in first', async () => {
    apiMock.use(http.get(apiPaths.forum.questions, () => HttpResponse.json(questionPage([]))));
    const { user, router } = renderApp('/forum');
    await screen.findByText(forumLabels.emptyTitle, { exact: true });
    expect(screen.getByText(forumLabels.emptyText)).toBeTruthy();
    const statuses = screen.getAllByRole('status').map((status) => status.textContent);
    expect(statuses.some((text) => text?.includes(forumMessages.emptyDatabase))).toBe(true);
    await user.click(screen.getByRole('button', { name: forumLabels.emptyAsk }));
    const warning = await screen.findByRole('dialog', { name: dialogTitles.warning });
    expect(warning.textContent).toContain(forumMessages.loginToAsk);
    await user.click(within(warning).getByRole('button'));
    await screen.findByRole('heading', { level: 1, name: /Masuk/ });
    expect(router.state.location.pathname + router.state.location.search).toBe('/login?next=%2Fforum');
  });

  it('shows loading, then an error with Coba Lagi that recovers', async () => {
    let failing = true;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    apiMock.use(
      http.get(apiPaths.forum.questions, async () => {
        if (!failing) return HttpResponse.json(questionPage([aQuestion(author, null)]));
        await held;
        return apiError(500, 'x', 'INTERNAL');
      }),
    );
    const { user } = renderApp('/forum');
    await screen.findByText(forumLabels.loadingQuestions);
    release();
    await screen.findByText(forumMessages.loadQuestionsFailed);
    failing = false;
    await user.click(screen.getByRole('button', { name: commonMessages.retry }));
    await screen.findByText(/^Menampilkan \d+ dari \d+ pertanyaan$/);
  });
});

it("a search whose count stopped at the cap says 'X dari 100+' (ADRs 89, 96)", async () => {
  const asked: string[] = [];
  apiMock.use(
    http.get(apiPaths.forum.questions, ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      asked.push(q);
      const questions = [aQuestion(author, null, { title: `Pertanyaan ${q}` })];
      return HttpResponse.json(
        q ? { ...questionPage(questions), total: 100, totalCapped: true } : questionPage(questions),
      );
    }),
  );
  const { user } = renderApp('/forum');
  await user.type(await screen.findByLabelText(forumLabels.search), 'banyak');
  expect(await screen.findByText('Menampilkan 1 dari 100+ pertanyaan', { exact: true })).toBeTruthy();
  expect(forumLabels.showing(1, 100, true)).toBe('Menampilkan 1 dari 100+ pertanyaan');
  expect(asked).toContain('banyak');
});
