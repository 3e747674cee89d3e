// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Journal, JournalList } from '@sehat/core/education/schemas';
import { commonMessages } from '@sehat/core/messages';
import { educationLabels, educationMessages, topicPageLabels } from '@sehat/core/education/messages';
import { apiPaths } from '#web/config/paths';
import { apiError, apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';

setUpScreenTests();

const journal: Journal = {
  id: 1,
  kategori: 'psikotik',
  judul: 'Artikel tanpa tautan',
  sumber: 'Buku Saku Kesehatan Jiwa',
  kutipan: 'Ringkasan artikel lama.',
  link: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const answer = (journals: Journal[]): JournalList => ({
  journals,
  categoryCounts: { neurosis: 0, psikotik: journals.length, ptsd: 0, depresi: 0, anxiety: 0 },
  total: journals.length,
  nextCursor: null,
});

const articleRoom = () => document.getElementById('ruang-artikel')!;

describe('the article list (Pojok Edukasi)', () => {
  it('says when a category has no articles, and when a source has no link', async () => {
    apiMock.use(
      http.get(apiPaths.journals, ({ request }) =>
        HttpResponse.json(answer(new URL(request.url).searchParams.get('category') ? [] : [journal])),
      ),
    );
    const { user } = renderApp('/edukasi');
    const card = await within(await waitForRoom()).findByRole('article');
    expect(card.textContent).toContain(journal.judul);
    expect(within(card).getByText(educationMessages.noLink)).toBeTruthy();
    expect(within(card).queryAllByRole('link')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText(educationLabels.category, { exact: true }), 'ptsd');
    expect(await screen.findByText(educationMessages.articlesEmpty)).toBeTruthy();
  });

  it('shows its loading state, then its error after the retries, and a retry that works', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let failing = true;
    let requests = 0;
    apiMock.use(
      http.get(apiPaths.journals, async () => {
        requests += 1;
        await held;
        return failing ? apiError(503) : HttpResponse.json(answer([journal]));
      }),
    );
    const { user } = renderApp('/edukasi');
    expect(await screen.findByText(educationLabels.loading)).toBeTruthy();
    release();

    const alert = await within(await waitForRoom()).findByRole('alert');
    expect(alert.textContent).toContain(educationMessages.articlesFailedTitle);
    expect(alert.textContent).toContain(educationMessages.articlesFailedText);
    // A server error is tried three times (the query client's retries) before it shows.
    expect(requests).toBe(3);

    failing = false;
    await user.click(within(alert).getByRole('button', { name: commonMessages.retry }));
    expect(await within(articleRoom()).findByRole('article')).toBeTruthy();
  });
});

describe("a topic page's related journals", () => {
  it('show the journal error texts', async () => {
    apiMock.use(http.get(apiPaths.journals, () => apiError(503)));
    renderApp('/edukasi/ptsd');
    const related = await screen.findByRole('region', { name: topicPageLabels.relatedTitle });
    const alert = await within(related).findByRole('alert');
    expect(alert.textContent).toContain(educationMessages.journalsFailedTitle);
    expect(alert.textContent).toContain(educationMessages.journalsFailedText);
  });

  it('say when there are none', async () => {
    apiMock.use(http.get(apiPaths.journals, () => HttpResponse.json(answer([]))));
    renderApp('/edukasi/psikotik');
    const related = await screen.findByRole('region', { name: topicPageLabels.relatedTitle });
    expect(await within(related).findByText(educationMessages.journalsEmpty)).toBeTruthy();
  });
});

async function waitForRoom(): Promise<HTMLElement> {
  await screen.findByRole('heading', { level: 1 });
  return articleRoom();
}
