import type { APIRequestContext, Page } from '@playwright/test';
import { dialogTitles, labels } from '@sehat/core/messages';
import { adminQuestionMessages, selftestMessages } from '@sehat/core/selftest/messages';
import { adminCredentials } from './support/accounts';
import { loginThroughUi, registerThroughApi } from './support/session';
import { expect, test } from './support/test';

// These tests change the shared questionnaire: one at a time, and each cleans up after itself.
test.describe.configure({ mode: 'serial' });
// The tests answer the page's requests themselves (page.route); a fetch the service worker makes
// (it keeps the public questions, ADR 160) would never reach those routes.
test.use({ serviceWorkers: 'block' });

const tag = `E2E-${Date.now().toString(36)}`;

async function openQuestioner(page: Page) {
  await loginThroughUi(page, adminCredentials.username, adminCredentials.password);
  await page.waitForURL('/admin/users');
  await page.getByRole('navigation').getByRole('link', { name: labels.adminNav.questions }).click();
  await page.waitForURL('/admin/questioner');
  await expect(page.getByRole('table')).toBeVisible();
}

async function removeTagged(request: APIRequestContext) {
  const { questions } = (await (await request.get('/api/selftest/questions')).json()) as {
    questions: { nomor: number; pertanyaan: string }[];
  };
  for (const q of questions.filter((q) => q.pertanyaan.includes(tag))) {
    await request.delete(`/api/admin/selftest/questions/${q.nomor}`);
  }
}

test('an admin adds, edits, filters and deletes a question; a visitor on the test sees it', async ({
  page,
  browser,
}) => {
  const visitor = await browser.newPage();
  await visitor.clock.install();
  await visitor.goto('/tes-diri');
  const visitorForm = visitor.locator('form').filter({ has: visitor.getByRole('progressbar') });
  await expect(visitorForm).toContainText(selftestMessages.answeredOf(0, 29));

  await openQuestioner(page);
  try {
    for (const name of Object.values(adminQuestionMessages.columns)) {
      await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByText(adminQuestionMessages.count(29, 29))).toBeVisible();

    // Add: the spec's checks first, then a trimmed question at the end of the test.
    await page.getByRole('button', { name: adminQuestionMessages.add }).click();
    await page.getByRole('button', { name: adminQuestionMessages.save }).click();
    await expect(page.getByText(adminQuestionMessages.pertanyaanRequired)).toBeVisible();
    await expect(page.getByText(adminQuestionMessages.kategoriRequired)).toBeVisible();
    const text = `Apakah Anda sering merasa gelisah tanpa sebab? ${tag}`;
    await page.getByLabel(adminQuestionMessages.pertanyaan, { exact: true }).fill(`   ${text}   `);
    await page.getByLabel(adminQuestionMessages.kategori, { exact: true }).selectOption('zat');
    await page.getByRole('button', { name: adminQuestionMessages.save }).click();
    await expect(page.getByRole('status').filter({ hasText: adminQuestionMessages.added })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: tag });
    await expect(row).toContainText(text);
    await expect(row).toContainText(adminQuestionMessages.categories.zat);
    await expect(row.getByRole('cell').first()).toHaveText('30');
    await expect(page.getByText(adminQuestionMessages.added)).toBeHidden({ timeout: 6_000 });

    // The visitor's open test notices within the 30 s poll, for 5 s.
    await visitor.clock.fastForward(31_000);
    const notice = visitor.getByText(selftestMessages.newQuestion);
    await expect(notice).toBeVisible();
    await expect(visitorForm).toContainText(selftestMessages.answeredOf(0, 30));
    await visitor.clock.fastForward(6_000);
    await expect(notice).toBeHidden();

    // Edit, then filter by category.
    await row.getByRole('button', { name: /^Edit/ }).click();
    const edited = `Apakah Anda sering mengalami kilas balik peristiwa buruk? ${tag}`;
    await expect(page.getByLabel(adminQuestionMessages.pertanyaan, { exact: true })).toHaveValue(text);
    await page.getByLabel(adminQuestionMessages.pertanyaan, { exact: true }).fill(edited);
    await page.getByLabel(adminQuestionMessages.kategori, { exact: true }).selectOption('ptsd');
    await page.getByRole('button', { name: adminQuestionMessages.save }).click();
    await expect(page.getByText(adminQuestionMessages.updated)).toBeVisible();
    await expect(row).toContainText(edited);
    const filter = page.getByLabel(adminQuestionMessages.filter, { exact: true });
    await filter.selectOption('ptsd');
    await expect(row).toBeVisible();
    await expect(page.getByText(adminQuestionMessages.count(6, 30))).toBeVisible();
    await filter.selectOption('zat');
    await expect(row).toHaveCount(0);
    await expect(page.getByRole('row')).toHaveCount(2);
    await filter.selectOption('semua');

    // Delete: the dialog first; cancelling keeps the question.
    await row.getByRole('button', { name: /^Hapus/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(dialogTitles.confirmDelete);
    await expect(dialog).toContainText(adminQuestionMessages.deleteConfirm(edited));
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: /^Hapus/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: adminQuestionMessages.delete }).click();
    await expect(page.getByText(adminQuestionMessages.deleted)).toBeVisible();
    await expect(row).toHaveCount(0);

    await visitor.reload();
    await expect(visitorForm).toContainText(selftestMessages.answeredOf(0, 29));
  } finally {
    await removeTagged(page.request);
    await visitor.close();
  }
});

test('the empty filter text and the spec’s error texts', async ({ page }) => {
  await openQuestioner(page);
  const one = {
    nomor: 1,
    pertanyaan: 'Apakah Anda sering merasa sakit kepala?',
    kategori: 'neurosis',
    crisis: false,
  };
  await page.route('**/api/selftest/questions', (route) =>
    route.fulfill({ json: { questions: [one], revision: 'x' } }),
  );
  await page.reload();
  await page.getByLabel(adminQuestionMessages.filter, { exact: true }).selectOption('ptsd');
  await expect(
    page.getByText(adminQuestionMessages.empty(adminQuestionMessages.categories.ptsd)),
  ).toBeVisible();
  await page.getByLabel(adminQuestionMessages.filter, { exact: true }).selectOption('semua');

  const serverError = { error: { code: 'INTERNAL', message: 'Server error. Silakan coba lagi nanti.' } };
  await page.route('**/api/admin/selftest/questions**', (route) =>
    route.fulfill({ status: 500, json: serverError }),
  );
  await page.getByRole('button', { name: adminQuestionMessages.add }).click();
  await page
    .getByLabel(adminQuestionMessages.pertanyaan, { exact: true })
    .fill(`Pertanyaan yang gagal ${tag}`);
  await page.getByLabel(adminQuestionMessages.kategori, { exact: true }).selectOption('ptsd');
  await page.getByRole('button', { name: adminQuestionMessages.save }).click();
  await expect(page.getByRole('alert')).toHaveText(
    adminQuestionMessages.withReason(adminQuestionMessages.addFailed, serverError.error.message),
  );
  await page.getByRole('button', { name: adminQuestionMessages.cancel }).click();

  await page.getByRole('button', { name: /^Edit/ }).click();
  await page.getByRole('button', { name: adminQuestionMessages.save }).click();
  await expect(page.getByRole('alert')).toHaveText(
    adminQuestionMessages.withReason(adminQuestionMessages.updateFailed, serverError.error.message),
  );
  await page.getByRole('button', { name: adminQuestionMessages.cancel }).click();

  await page.getByRole('button', { name: /^Hapus/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: adminQuestionMessages.delete }).click();
  await expect(page.getByRole('alert')).toHaveText(
    adminQuestionMessages.withReason(adminQuestionMessages.deleteFailed, serverError.error.message),
  );

  await page.unroute('**/api/selftest/questions');
  await page.route('**/api/selftest/questions', (route) => route.fulfill({ status: 500, json: serverError }));
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(
    adminQuestionMessages.withReason(adminQuestionMessages.loadFailed, serverError.error.message),
    {
      timeout: 20_000,
    },
  );
});

test('after a save or a delete the list reloads again until it shows the change', async ({ page }) => {
  await openQuestioner(page);
  // All stubbed, the shared questionnaire stays as it is. The first reload after each change
  // still answers the old list, as a read that lags behind the write would.
  type Listed = { nomor: number; pertanyaan: string; kategori: string; crisis: boolean };
  const seeded = (
    (await (await page.request.get('/api/selftest/questions')).json()) as { questions: Listed[] }
  ).questions;
  const added: Listed = {
    nomor: 1000,
    pertanyaan: `Pertanyaan tertunda ${tag}`,
    kategori: 'ptsd',
    crisis: false,
  };
  let current = seeded;
  let stale: Listed[] | null = null;
  await page.route('**/api/selftest/questions', (route) => {
    const questions = stale ?? current;
    stale = null;
    return route.fulfill({ json: { questions, revision: `r${questions.length}` } });
  });
  await page.route('**/api/admin/selftest/questions**', (route) => {
    stale = current;
    if (route.request().method() === 'POST') {
      current = [...seeded, added];
      return route.fulfill({ status: 201, json: { question: added } });
    }
    current = seeded;
    return route.fulfill({ status: 204 });
  });
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: added.pertanyaan });

  await page.getByRole('button', { name: adminQuestionMessages.add }).click();
  await page.getByLabel(adminQuestionMessages.pertanyaan, { exact: true }).fill(added.pertanyaan);
  await page.getByLabel(adminQuestionMessages.kategori, { exact: true }).selectOption('ptsd');
  await page.getByRole('button', { name: adminQuestionMessages.save }).click();
  await expect(page.getByText(adminQuestionMessages.added)).toBeVisible();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: /^Hapus/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: adminQuestionMessages.delete }).click();
  await expect(page.getByText(adminQuestionMessages.deleted)).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('the crisis item asks for its number before it goes, and the last one cannot go', async ({ page }) => {
  await openQuestioner(page);
  const row = page.getByRole('row').filter({ hasText: adminQuestionMessages.crisisBadge });
  await expect(row).toHaveCount(1);
  const no = Number(await row.getByRole('cell').first().textContent());

  // Delete: its own warning, and the button stays off until the number is typed.
  await row.getByRole('button', { name: adminQuestionMessages.deleteLabel(no) }).click();
  const warning = page.getByRole('dialog', { name: adminQuestionMessages.crisisDeleteTitle });
  await expect(warning).toContainText(adminQuestionMessages.crisisChangeWarning(no));
  const confirm = warning.getByRole('button', { name: adminQuestionMessages.delete });
  await expect(confirm).toBeDisabled();
  await warning.getByLabel(adminQuestionMessages.crisisTypeLabel(no)).fill(String(no + 1));
  await expect(confirm).toBeDisabled();
  await warning.getByRole('button', { name: adminQuestionMessages.cancel }).click();
  await expect(warning).toBeHidden();

  // Un-marking: typed, and still refused, since the test would be left with no crisis item.
  await row.getByRole('button', { name: adminQuestionMessages.editLabel(no) }).click();
  await page.getByRole('checkbox', { name: adminQuestionMessages.crisis }).uncheck();
  await page.getByRole('button', { name: adminQuestionMessages.save }).click();
  const unmark = page.getByRole('dialog', { name: adminQuestionMessages.crisisUnmarkTitle });
  await unmark.getByLabel(adminQuestionMessages.crisisTypeLabel(no)).fill(String(no));
  await unmark.getByRole('button', { name: adminQuestionMessages.save }).click();
  await expect(page.getByRole('alert')).toContainText(adminQuestionMessages.crisisLastOne);
  await page.getByRole('button', { name: adminQuestionMessages.cancel }).click();
  await expect(page.getByRole('row').filter({ hasText: adminQuestionMessages.crisisBadge })).toHaveCount(1);
});

test('only admins reach the question manager', async ({ page }) => {
  await registerThroughApi(page);
  await page.goto('/admin/questioner');
  await page.waitForURL('/');
});
