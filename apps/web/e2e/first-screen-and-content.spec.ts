import type { Page } from '@playwright/test';
import { landingLabels } from '@sehat/core/landing/messages';
import { resultLabels } from '@sehat/core/selftest/messages';
import { adminCredentials } from './support/accounts';
import { askThroughApi, uniqueToken } from './support/forum';
import { takeTest } from './support/selftest';
import { registerThroughApi } from './support/session';
import { expect, test } from './support/test';

const viewportHeight = (page: Page) => page.viewportSize()!.height;

test('the landing page’s main action is on the first screen, for a visitor and a user', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: landingLabels.start })).toBeInViewport({ ratio: 1 });
  await expect(main.getByRole('link', { name: landingLabels.register })).toBeVisible();
  await expect(main.getByRole('link', { name: landingLabels.login })).toBeVisible();

  await registerThroughApi(page);
  await takeTest(page, [25, 26, 27]);
  await page.waitForURL('/hasil/ptsd');
  await page.goto('/');
  await expect(main.getByRole('link', { name: landingLabels.start })).toBeInViewport({ ratio: 1 });
  await expect(main.getByText(landingLabels.lastResult)).toContainText('Gejala PTSD');
  const toResult = main.getByRole('link', { name: landingLabels.viewLastResult });
  await expect(toResult).toBeInViewport({ ratio: 1 });
  await toResult.click();
  await page.waitForURL('/hasil/ptsd');
});

test('the forum’s first question is within a screen and a half', async ({ page }) => {
  await registerThroughApi(page);
  await askThroughApi(page.request, { title: `Pertanyaan ${uniqueToken()}` });
  await page.context().clearCookies();
  await page.goto('/forum');
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  const top = await first.evaluate((card) => card.getBoundingClientRect().top + window.scrollY);
  expect(top).toBeLessThan(viewportHeight(page) * 1.5);
});

test('a Normal result reads about everyday mental health, Indonesian sources first', async ({
  page,
  playwright,
}) => {
  const admin = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  await admin.post('/api/auth/login', {
    data: { login: adminCredentials.username, password: adminCredentials.password },
  });
  const judul = `Mengelola stres sehari-hari ${uniqueToken()}`;
  const created = await admin.post('/api/admin/journals', {
    data: {
      kategori: 'neurosis',
      judul,
      sumber: 'https://jurnal.contoh.ac.id/stres',
      kutipan: 'Cara sederhana mengenali dan mengelola stres dalam keseharian.',
    },
  });
  expect(created.status()).toBe(201);
  const { journal } = (await created.json()) as { journal: { id: number } };
  try {
    await takeTest(page, []);
    await page.waitForURL('/hasil/normal');
    const articles = page.getByRole('region', { name: resultLabels.articles });
    const titles = articles.getByRole('heading', { level: 3 });
    await expect(titles.first()).toBeVisible();
    const shown = await titles.allTextContents();
    expect(shown.join('\n')).not.toMatch(/schizophrenia|skizofrenia|psychosis/i);
    const firstForeign = shown.findIndex((title) => title.startsWith('WHO'));
    expect(shown.indexOf(judul)).toBeGreaterThanOrEqual(0);
    if (firstForeign >= 0) expect(shown.indexOf(judul)).toBeLessThan(firstForeign);
  } finally {
    await admin.delete(`/api/admin/journals/${journal.id}`);
    await admin.dispose();
  }
});

// The footer's contact details and social links: components/layout/footer.test.tsx (ADR 248).
