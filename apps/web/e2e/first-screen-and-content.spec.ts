import type { Page } from '@playwright/test';
import { labels } from '@sehat/core/messages';
import { landingLabels } from '@sehat/core/landing/messages';
import { defaultSiteContact } from '@sehat/core/site/site-defaults';
import { resultLabels } from '@sehat/core/selftest/messages';
import { adminCredentials } from './support/accounts';
import { askThroughApi, uniqueToken } from './support/forum';
import { takeTest } from './support/selftest';
import { registerThroughApi } from './support/session';
import { e2eSite } from './support/site';
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

test('the footer shows the operator’s contact details and social links, in Indonesian', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(
    footer.getByRole('link', { name: new RegExp(e2eSite.phone.display.replace('+', '\\+')) }),
  ).toHaveAttribute('href', `tel:${e2eSite.phone.dial}`);
  await expect(footer.getByRole('link', { name: labels.footer.whatsapp })).toHaveAttribute(
    'href',
    `https://wa.me/${e2eSite.whatsapp}`,
  );
  await expect(footer.getByRole('link', { name: /halo@sehatjiwa\.id/ })).toHaveAttribute(
    'href',
    'mailto:halo@sehatjiwa.id',
  );
  await expect(footer).toContainText(labels.footer.city);
  const social = footer.getByRole('list', { name: labels.footer.social });
  await expect(social.getByRole('link', { name: labels.footer.instagram })).toHaveAttribute(
    'href',
    defaultSiteContact.instagram!,
  );
  await expect(social.getByRole('link', { name: labels.footer.youtube })).toHaveAttribute(
    'href',
    defaultSiteContact.youtube!,
  );
  // One language for the whole footer (ADR 68).
  for (const heading of [labels.footer.services, labels.footer.contact, labels.footer.links]) {
    await expect(footer.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await footer.getByRole('link', { name: labels.footer.terms }).click();
  await expect(page.getByRole('heading', { level: 1, name: labels.footer.terms })).toBeVisible();
});
