import type { Page } from '@playwright/test';
import { crisisMessages } from '@sehat/core/messages';
import { resultLabels, selftestMessages } from '@sehat/core/selftest/messages';
import { answerAndSubmit, nextPage } from './support/selftest';
import { expect, test } from './support/test';

test.describe('errors', () => {
  test('loading the questions: the spec texts and a retry', async ({ page }) => {
    let fail: 'server' | 'network' | null = 'server';
    await page.route('**/api/selftest/questions', (route) => {
      if (fail === 'server') return route.fulfill({ status: 500, body: '{}' });
      if (fail === 'network') return route.abort();
      return route.continue();
    });
    // A rendered /tes-diri arrives with its questions; the app loads them itself when it
    // navigates there, so the failure is met on the way from the home page.
    await page.goto('/');
    await page.getByRole('link', { name: 'Tes Diri' }).first().click();
    await expect(page.getByRole('alert')).toHaveText(selftestMessages.loadFailed, { timeout: 20_000 });
    fail = 'network';
    await page.getByRole('button', { name: 'Coba Lagi' }).click();
    await expect(page.getByRole('alert')).toHaveText(selftestMessages.connectionFailed, { timeout: 20_000 });
    fail = null;
    await page.getByRole('button', { name: 'Coba Lagi' }).click();
    await expect(page.locator('form fieldset')).toHaveCount(5);
  });

  test('submitting: the server message, the connection text, and an unknown result', async ({ page }) => {
    let reply: 'message' | 'network' | 'unknown' = 'message';
    await page.route('**/api/selftest/submissions', (route) => {
      if (reply === 'network') return route.abort();
      if (reply === 'message') {
        return route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'RATE_LIMITED', message: selftestMessages.tooManySubmissions },
          }),
        });
      }
      const result = {
        id: 1,
        hasil: 'Gejala Lain',
        severity: 'Sedang',
        score: 0,
        domains: [],
        crisis: false,
      };
      return route.fulfill({
        status: 201,
        contentType: 'application/json',
        body: JSON.stringify({ ...result, createdAt: new Date().toISOString() }),
      });
    });
    await page.goto('/tes-diri');
    const submit = async () => {
      await page.getByRole('button', { name: selftestMessages.submit }).click();
      return page.getByRole('alert');
    };
    await answerUntilLastPage(page);
    await expect(await submit()).toHaveText(selftestMessages.tooManySubmissions);
    reply = 'network';
    await expect(await submit()).toHaveText(selftestMessages.submitConnectionFailed);
    reply = 'unknown';
    await expect(await submit()).toHaveText(selftestMessages.unknownResult('Gejala Lain'));
    expect(page.url()).toMatch(/\/tes-diri$/);
  });
});

test('a questionnaire that changed under the submission is reloaded: answers kept, the new question asked', async ({
  page,
}) => {
  const added = {
    nomor: 2_000_000,
    pertanyaan: 'Pertanyaan tambahan dari admin?',
    kategori: 'ptsd',
    crisis: false,
  };
  let changed = false;
  const sent: { jawaban: number[]; revision: string }[] = [];
  await page.route('**/api/selftest/questions', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { questions: unknown[]; revision: string };
    if (!changed) return route.fulfill({ response, json: body });
    return route.fulfill({ response, json: { questions: [...body.questions, added], revision: 'berubah' } });
  });
  await page.route('**/api/selftest/submissions', (route) => {
    sent.push(route.request().postDataJSON() as { jawaban: number[]; revision: string });
    if (!changed) {
      changed = true;
      const error = { code: 'QUESTIONS_CHANGED', message: selftestMessages.answersWrongCount };
      return route.fulfill({ status: 400, json: { error } });
    }
    const result = { id: 9, hasil: 'Normal', severity: 'Normal', score: 1, domains: [], crisis: false };
    return route.fulfill({ status: 201, json: { ...result, createdAt: new Date().toISOString() } });
  });

  await page.goto('/tes-diri');
  await answerUntilLastPage(page);
  await page.getByRole('button', { name: selftestMessages.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(selftestMessages.questionsChanged);
  const newQuestion = page.getByRole('group', { name: added.pertanyaan });
  await expect(newQuestion).toBeVisible();
  await expect(page.getByRole('button', { name: selftestMessages.submit })).toBeDisabled();
  await newQuestion.getByRole('radio', { name: selftestMessages.yes, exact: true }).check();
  await page.getByRole('button', { name: selftestMessages.submit }).click();
  await page.waitForURL('/hasil/normal');
  expect(sent[1]!.revision).toBe('berubah');
  expect(sent[1]!.jawaban).toEqual([...sent[0]!.jawaban, 1]);
  expect(sent[0]!.jawaban.every((answer) => answer === 0)).toBe(true);
});

async function answerUntilLastPage(page: Page) {
  const form = page.locator('form').filter({ has: page.getByRole('progressbar') });
  await expect(form.locator('fieldset').first()).toBeVisible();
  for (;;) {
    for (const radio of await form.getByRole('radio', { name: selftestMessages.no, exact: true }).all()) {
      await radio.check();
    }
    if (!(await page.getByRole('button', { name: selftestMessages.next }).isVisible())) return;
    await nextPage(page);
  }
}

test('phones down to 320 px: no sideways scroll on the test, the help box or a result page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 720 });
  const expectNoSidewaysScroll = async () => {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  };
  await page.goto('/tes-diri');
  await expect(page.locator('form fieldset')).toHaveCount(5);
  await expectNoSidewaysScroll();
  await answerAndSubmit(page, [17, 25]);
  await expect(page.getByRole('region', { name: crisisMessages.title })).toBeVisible();
  await expectNoSidewaysScroll();
  await page.getByRole('link', { name: selftestMessages.seeResult }).click();
  await page.waitForURL('/hasil/ptsd');
  await expect(page.getByRole('heading', { name: resultLabels.articles })).toBeVisible();
  await expectNoSidewaysScroll();
});

test('related articles: the category’s journals, and the empty, failed and offline states', async ({
  page,
}) => {
  const createdAt = new Date().toISOString();
  const state = {
    testCompleted: true,
    score: 3,
    resultType: 'sangatBaik',
    hasilTesTerakhir: {
      hasil: 'Gejala PTSD',
      severity: 'Sedang',
      score: 3,
      domains: [],
      crisis: false,
      createdAt,
    },
    lastTestDate: createdAt,
    userId: null,
  };
  await page.addInitScript((value) => localStorage.setItem('testState', value), JSON.stringify(state));
  const journal = {
    id: 1,
    kategori: 'ptsd',
    judul: 'Mengenali trauma',
    sumber: 'https://contoh.id/trauma',
    kutipan: 'Ringkasan artikel.',
    link: 'https://contoh.id/trauma',
    createdAt,
    updatedAt: createdAt,
  };
  let reply: 'list' | 'empty' | 'error' | 'offline' = 'list';
  const categories: (string | null)[] = [];
  await page.route('**/api/journals**', (route) => {
    categories.push(new URL(route.request().url()).searchParams.get('category'));
    const counts = { neurosis: 0, psikotik: 0, ptsd: 1 };
    if (reply === 'offline') return route.abort();
    if (reply === 'error')
      return route.fulfill({ status: 500, json: { error: { code: 'X', message: 'x' } } });
    return route.fulfill({ json: { journals: reply === 'list' ? [journal] : [], categoryCounts: counts } });
  });
  const articles = page.getByRole('region', { name: resultLabels.articles });

  await page.goto('/hasil/ptsd');
  await expect(articles.getByRole('heading', { name: journal.judul })).toBeVisible();
  await expect(articles.getByRole('link', { name: new RegExp(resultLabels.readArticle) })).toHaveAttribute(
    'href',
    journal.link,
  );
  expect(categories).toContain('ptsd');

  reply = 'empty';
  await page.reload();
  await expect(articles).toContainText(resultLabels.articlesEmpty);
  reply = 'error';
  await page.reload();
  await expect(articles.getByRole('alert')).toHaveText(resultLabels.articlesFailed, { timeout: 20_000 });
  reply = 'offline';
  await articles.getByRole('button', { name: 'Coba Lagi' }).click();
  await expect(articles.getByRole('alert')).toHaveText(resultLabels.articlesError, { timeout: 20_000 });
});
