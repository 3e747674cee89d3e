// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { JournalCategory } from '@sehat/core/education/limits';
import type { Journal, JournalList } from '@sehat/core/education/schemas';
import { topicContent } from '@sehat/core/education/topics/index';
import { educationTopics } from '@sehat/core/education/topics/topic';
import { educationLabels, educationMessages, topicPageLabels } from '@sehat/core/education/messages';
import { crisisMessages } from '@sehat/core/messages';
import type { CrisisContact } from '@sehat/core/selftest/crisis-contacts';
import { defaultCrisisContacts, defaultSiteInfo } from '@sehat/core/site/site-defaults';
import { apiPaths } from '#web/config/paths';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';

// Moved from e2e/education-browse-articles.spec.ts (ADR 248). What the server's filter and
// search match is the journals API's own test (apps/server/.../education/routes/journals.test.ts);
// here the page asks for it and shows the answer.

setUpScreenTests();

const written = '2026-01-01T00:00:00.000Z';
const aJournal = (id: number, kategori: JournalCategory, judul: string, kutipan: string): Journal => ({
  id,
  kategori,
  judul,
  sumber: 'Sumber uji',
  kutipan,
  link: `https://example.org/artikel-${id}`,
  createdAt: written,
  updatedAt: written,
});

const library: Journal[] = [
  aJournal(1, 'depresi', 'WHO: Depressive disorder (depression)', 'Depression is a common mental disorder.'),
  aJournal(2, 'ptsd', 'WHO: Post-traumatic stress disorder', 'PTSD may develop after a terrifying event.'),
  aJournal(3, 'ptsd', 'Mental health in Sumatra after the tsunami', 'Survivors of the 2004 disaster.'),
  aJournal(4, 'psikotik', 'Psychosis in primary care', 'Hearing voices others do not hear.'),
  aJournal(5, 'neurosis', 'Common mental disorders in Indonesia', 'Worry and sleeplessness.'),
  aJournal(6, 'anxiety', 'WHO: Anxiety disorders', 'Fear and worry that last.'),
];

/** The journals API as the page meets it: the category and the search narrow the library. */
function journalsAnswering(requests: URLSearchParams[] = []) {
  return http.get(apiPaths.journals, ({ request }) => {
    const params = new URL(request.url).searchParams;
    requests.push(params);
    const q = params.get('q')?.toLowerCase();
    const searched = library.filter(
      (j) => !q || j.judul.toLowerCase().includes(q) || j.kutipan.toLowerCase().includes(q),
    );
    const category = params.get('category');
    const shown = searched.filter((j) => !category || j.kategori === category);
    const countOf = (c: JournalCategory) => searched.filter((j) => j.kategori === c).length;
    const answer: JournalList = {
      journals: shown,
      categoryCounts: {
        neurosis: countOf('neurosis'),
        psikotik: countOf('psikotik'),
        ptsd: countOf('ptsd'),
        depresi: countOf('depresi'),
        anxiety: countOf('anxiety'),
      },
      total: shown.length,
      nextCursor: null,
    };
    return HttpResponse.json(answer);
  });
}

const articleRoom = () => document.getElementById('ruang-artikel')!;
const shownTitles = () =>
  within(articleRoom())
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
// The search is sent once typing pauses (300 ms).
const untilSearched = { timeout: 3_000 };

describe('the article room on /edukasi', () => {
  it('filters by category (kept in the address), searches within it and clears back', async () => {
    const requests: URLSearchParams[] = [];
    apiMock.use(journalsAnswering(requests));
    const { user, router } = renderApp('/edukasi');
    expect(await screen.findByRole('heading', { level: 1, name: educationLabels.title })).toBeTruthy();
    for (const slug of ['neurosis', 'psikotik', 'ptsd'] as const) {
      expect(screen.getByRole('heading', { level: 3, name: topicContent[slug].title })).toBeTruthy();
    }
    await waitFor(() => expect(shownTitles()).toHaveLength(library.length));
    expect(within(articleRoom()).getByRole('status').textContent).toBe(
      educationLabels.count(library.length, library.length),
    );

    const category = screen.getByLabelText(educationLabels.category, { exact: true });
    await user.selectOptions(category, 'ptsd');
    await waitFor(() => expect(router.state.location.search).toBe('?kategori=ptsd'));
    await waitFor(() =>
      expect(shownTitles()).toEqual([
        'WHO: Post-traumatic stress disorder',
        'Mental health in Sumatra after the tsunami',
      ]),
    );
    expect(requests.at(-1)?.get('category')).toBe('ptsd');
    const badges = within(articleRoom())
      .getAllByRole('article')
      .map((card) => card.querySelector('p')?.textContent);
    expect(new Set(badges)).toEqual(new Set([educationLabels.categoryNames.ptsd]));

    const search = screen.getByLabelText(educationLabels.search, { exact: true });
    await user.type(search, 'tsunami');
    await waitFor(
      () => expect(shownTitles()).toEqual(['Mental health in Sumatra after the tsunami']),
      untilSearched,
    );
    expect(requests.at(-1)?.get('category')).toBe('ptsd');
    expect(requests.at(-1)?.get('q')).toBe('tsunami');

    await user.clear(search);
    await user.type(search, 'pencarian-yang-tidak-ada-hasilnya');
    expect(await screen.findByText(educationMessages.searchEmpty, {}, untilSearched)).toBeTruthy();

    await user.clear(search);
    await user.selectOptions(category, '');
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/edukasi'),
    );
    await waitFor(
      () => expect(shownTitles()).toContain('WHO: Depressive disorder (depression)'),
      untilSearched,
    );
  });

  it('opens a source in a new tab that gets no handle on this page and no referrer', async () => {
    apiMock.use(journalsAnswering());
    renderApp('/edukasi');
    const card = await within(await waitForRoom()).findAllByRole('article');
    const source = within(card[0]!).getByRole('link', { name: new RegExp(educationLabels.openSource) });
    expect(source.getAttribute('target')).toBe('_blank');
    expect(source.getAttribute('rel')?.split(' ')).toEqual(
      expect.arrayContaining(['noopener', 'noreferrer']),
    );
    expect(source.getAttribute('href')).toMatch(/^https:\/\//);
  });
});

const operatorLine = {
  type: 'phone',
  name: 'Hotline Jiwa Uji',
  description: 'Layanan konseling telepon daerah, 24 jam.',
  number: '0761555',
  display: '0761 555',
} satisfies CrisisContact;

describe('every topic page', () => {
  it.each(educationTopics)('%s explains the topic, says where to get help and links onward', async (slug) => {
    const topic = topicContent[slug];
    apiMock.use(
      journalsAnswering(),
      http.get(apiPaths.site, () =>
        HttpResponse.json({ ...defaultSiteInfo, crisisContacts: [...defaultCrisisContacts, operatorLine] }),
      ),
    );
    renderApp(`/edukasi/${slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: topic.title })).toBeTruthy();
    for (const heading of [
      topicPageLabels.whatTitle(topic.title),
      topicPageLabels.signsTitle,
      topicPageLabels.helpsTitle,
      topicPageLabels.seekHelpTitle,
      topicPageLabels.whereTitle,
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    }
    expect(screen.getByText(topic.signs.items[0]!)).toBeTruthy();

    // The operator's crisis list (CRISIS_CONTACTS from GET /api/site), as on the result pages.
    const help = await screen.findByRole('list', { name: crisisMessages.listLabel });
    const hrefOf = (name: RegExp) => within(help).getByRole('link', { name }).getAttribute('href');
    await waitFor(() => expect(hrefOf(new RegExp(operatorLine.display))).toBe(`tel:${operatorLine.number}`));
    expect(hrefOf(/119 ext\. 8/)).toBe('tel:119,8');
    expect(hrefOf(/112/)).toBe('tel:112');
    expect(hrefOf(/healing119\.id/)).toBe('https://healing119.id');
    expect(screen.getByText('Puskesmas', { exact: true })).toBeTruthy();

    const related = screen.getByRole('region', { name: topicPageLabels.relatedTitle });
    expect((await within(related).findAllByRole('listitem')).length).toBeGreaterThan(0);
    const sources = screen.getByRole('region', { name: topicPageLabels.sourcesTitle });
    expect(within(sources).getAllByRole('link')).toHaveLength(topic.sources.length);
    expect(screen.getByRole('link', { name: topicPageLabels.ctaButton }).getAttribute('href')).toBe(
      '/tes-diri',
    );
  });

  it("links to the article room with the topic's own category chosen (ADR 204)", async () => {
    apiMock.use(journalsAnswering());
    const { user, router } = renderApp('/edukasi/depresi');
    await user.click(await screen.findByRole('link', { name: topicPageLabels.allArticles }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search + router.state.location.hash).toBe(
        '/edukasi?kategori=depresi#ruang-artikel',
      ),
    );
    const category = await screen.findByLabelText(educationLabels.category, { exact: true });
    expect((category as HTMLSelectElement).value).toBe('depresi');
  });
});

async function waitForRoom(): Promise<HTMLElement> {
  await screen.findByRole('heading', { level: 1 });
  return articleRoom();
}
