// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { commonMessages } from '@sehat/core/messages';
import { resultLabels } from '@sehat/core/selftest/messages';
import { apiPaths } from '#web/config/paths';
import { apiError, apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { saveCompletedTest } from '../utils/test-state-store';
import { scoredResult } from '#web/testing/selftest-answers';
import type { Journal } from '@sehat/core/education/schemas';

setUpScreenTests();

const createdAt = new Date().toISOString();

const journal: Journal = {
  id: 1,
  kategori: 'ptsd',
  judul: 'Mengenali trauma',
  sumber: 'https://contoh.id/trauma',
  kutipan: 'Ringkasan artikel.',
  link: 'https://contoh.id/trauma',
  createdAt,
  updatedAt: createdAt,
};

it('related articles: the category’s journals, and the empty, failed and offline states', async () => {
  // A visitor's finished test with a PTSD result, as this device stores it (spec §4).
  saveCompletedTest(scoredResult({ hasil: 'Gejala PTSD', severity: 'Sedang', score: 3 }), null);
  let reply: 'list' | 'empty' | 'error' | 'offline' = 'list';
  const categories: (string | null)[] = [];
  apiMock.use(
    http.get(apiPaths.journals, ({ request }) => {
      categories.push(new URL(request.url).searchParams.get('category'));
      if (reply === 'offline') return HttpResponse.error();
      if (reply === 'error') return apiError(500);
      const journals = reply === 'list' ? [journal] : [];
      return HttpResponse.json({
        journals,
        categoryCounts: { neurosis: 0, psikotik: 0, ptsd: 1, depresi: 0, anxiety: 0 },
        total: journals.length,
        nextCursor: null,
      });
    }),
  );
  const articles = async () => screen.findByRole('region', { name: resultLabels.articles });

  const first = renderApp('/hasil/ptsd');
  const region = await articles();
  await within(region).findByRole('heading', { name: journal.judul });
  const read = within(region).getByRole('link', { name: new RegExp(resultLabels.readArticle) });
  expect(read.getAttribute('href')).toBe(journal.link);
  expect(categories).toContain('ptsd');
  first.unmount();

  reply = 'empty';
  const empty = renderApp('/hasil/ptsd');
  await within(await articles()).findByText(resultLabels.articlesEmpty);
  empty.unmount();

  reply = 'error';
  const { user } = renderApp('/hasil/ptsd');
  const failed = await articles();
  await within(failed).findByText(resultLabels.articlesFailed);
  reply = 'offline';
  await user.click(within(failed).getByRole('button', { name: commonMessages.retry }));
  await within(failed).findByText(resultLabels.articlesError);
  expect(within(failed).getByRole('alert').textContent).toBe(resultLabels.articlesError);
});

it("links the corner's own Indonesian topic pages first, then the sources", async () => {
  saveCompletedTest(scoredResult({ hasil: 'Gejala Neurosis', severity: 'Sedang', score: 8 }), null);
  apiMock.use(
    http.get(apiPaths.journals, () =>
      HttpResponse.json({
        journals: [{ ...journal, kategori: 'neurosis' }],
        categoryCounts: { neurosis: 1, psikotik: 0, ptsd: 0, depresi: 0, anxiety: 0 },
      }),
    ),
  );
  renderApp('/hasil/neurosis');
  const topics = await screen.findByRole('region', { name: resultLabels.topics });
  const hrefs = within(topics)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
  expect(hrefs).toEqual(['/edukasi/neurosis', '/edukasi/depresi', '/edukasi/anxiety']);
  const sources = screen.getByRole('region', { name: resultLabels.articles });
  expect(topics.compareDocumentPosition(sources) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});
