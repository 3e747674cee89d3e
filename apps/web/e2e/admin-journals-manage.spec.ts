import type { APIRequestContext, Page } from '@playwright/test';
import type { JournalList } from '@sehat/core/education/schemas';
import { commonMessages, dialogTitles, labels } from '@sehat/core/messages';
import {
  adminJournalLabels,
  adminJournalMessages,
  educationLabels,
  educationMessages,
  journalMessages,
} from '@sehat/core/education/messages';
import { adminCredentials, uniqueUsername } from './support/accounts';
import { loginThroughUi } from './support/session';
import { expect, test } from './support/test';

async function ptsdCount(page: Page): Promise<number> {
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'PTSD', exact: true }) });
  const text = await card.getByText(/\d+ jurnal/).textContent();
  return Number(/(\d+)/.exec(text ?? '')?.[1]);
}

async function publicPtsdTitles(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/journals?category=ptsd&limit=100');
  return ((await response.json()) as JournalList).journals.map((j) => j.judul);
}

/** Removes what this test created, whatever step it stopped at (other specs share the server). */
async function removeJournalsTitled(request: APIRequestContext, prefix: string) {
  const response = await request.get(`/api/journals?q=${encodeURIComponent(prefix)}&limit=100`);
  for (const journal of ((await response.json()) as JournalList).journals) {
    await request.delete(`/api/admin/journals/${journal.id}`);
  }
}

test('a visitor cannot open the journal manager', async ({ page }) => {
  await page.goto('/admin/journal');
  await page.waitForURL('/login?next=%2Fadmin%2Fjournal');
});

test('an admin adds a journal to a category, edits it inline and deletes it; the public lists follow', async ({
  page,
  browser,
}) => {
  const prefix = `E2E ${uniqueUsername('jurnal')}`;
  const title = `${prefix} trauma dan pemulihan`;
  const edited = `${prefix} trauma, dukungan, dan pemulihan`;
  const visitor = await (await browser.newContext()).newPage();
  try {
    await loginThroughUi(page, adminCredentials.username, adminCredentials.password);
    await page.waitForURL('/admin/users');
    await page.getByRole('navigation').getByRole('link', { name: labels.adminNav.journals }).click();
    await page.waitForURL('/admin/journal');
    await expect(page.getByRole('heading', { level: 1, name: adminJournalLabels.title })).toBeVisible();
    for (const name of ['Neurosis', 'Psikotik', 'PTSD']) {
      await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    }
    const countBefore = await ptsdCount(page);

    // Detail of PTSD, then the add form opened from it: the category is locked to PTSD.
    await page.getByRole('link', { name: `${adminJournalLabels.openCategory} PTSD` }).click();
    await expect(page).toHaveURL(/\/admin\/journal\?kategori=ptsd$/);
    await expect(page.getByRole('heading', { level: 2, name: /Jurnal PTSD/ })).toBeVisible();
    await page.getByRole('link', { name: adminJournalLabels.add }).click();
    await expect(page).toHaveURL(/kategori=ptsd&tambah=1$/);
    const category = page.getByLabel(adminJournalLabels.kategori, { exact: true });
    await expect(category).toBeDisabled();
    await expect(category).toHaveValue('ptsd');
    await expect(page.getByText(adminJournalLabels.categoryLocked)).toBeVisible();

    await page.getByRole('button', { name: adminJournalLabels.save }).click();
    await expect(page.getByRole('alert')).toContainText(journalMessages.requiredFields);
    await expect(page.getByLabel(adminJournalLabels.judul, { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await page.getByLabel(adminJournalLabels.judul, { exact: true }).fill(title);
    await page
      .getByLabel(adminJournalLabels.sumber, { exact: true })
      .fill('javascript:alert(document.cookie)');
    await page
      .getByLabel(adminJournalLabels.kutipan, { exact: true })
      .fill('Kutipan uji: dukungan sosial membantu pemulihan.');
    await page.getByRole('button', { name: adminJournalLabels.save }).click();
    await expect(page.getByText(journalMessages.sumberInvalid)).toBeVisible();
    await page
      .getByLabel(adminJournalLabels.sumber, { exact: true })
      .fill(`https://example.org/e2e/${encodeURIComponent(prefix)}`);
    await page.getByRole('button', { name: adminJournalLabels.save }).click();

    const success = page.getByRole('status').filter({ hasText: adminJournalMessages.added });
    await expect(success).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/journal\?kategori=ptsd$/);
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(item).toContainText('https://example.org/e2e/');
    await expect(success).toBeHidden({ timeout: 6_000 });

    // The public list, the topic page's related journals and the result pages' API follow.
    expect(await publicPtsdTitles(visitor.request)).toContain(title);
    await visitor.goto('/edukasi/ptsd');
    await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
    await visitor.goto('/edukasi?kategori=ptsd');
    await visitor.getByLabel(educationLabels.search, { exact: true }).fill(prefix);
    await expect(visitor.locator('#ruang-artikel').getByRole('heading', { name: title })).toBeVisible();

    // Inline edit: Batal keeps the original, Simpan saves in place.
    await item.getByRole('button', { name: new RegExp(`^${adminJournalLabels.edit}`) }).click();
    const editor = page.getByRole('listitem', { name: adminJournalLabels.editTitle(title) });
    await editor.getByLabel(adminJournalLabels.judul, { exact: true }).fill('Judul yang dibatalkan');
    await editor.getByRole('button', { name: adminJournalLabels.cancel }).click();
    await expect(item).toBeVisible();
    await expect(item.getByRole('button', { name: new RegExp(`^${adminJournalLabels.edit}`) })).toBeFocused();
    await item.getByRole('button', { name: new RegExp(`^${adminJournalLabels.edit}`) }).click();
    await expect(editor.getByLabel(adminJournalLabels.kategori, { exact: true })).toHaveValue('ptsd');
    await editor.getByLabel(adminJournalLabels.judul, { exact: true }).fill(edited);
    await editor.getByRole('button', { name: adminJournalLabels.save }).click();
    await expect(page.getByRole('status').filter({ hasText: adminJournalMessages.updated })).toBeVisible();
    const editedItem = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: edited }) });
    await expect(editedItem).toBeVisible();
    await visitor.reload();
    await expect(visitor.locator('#ruang-artikel').getByRole('heading', { name: edited })).toBeVisible();

    // The count in list mode grew.
    await page.getByRole('link', { name: adminJournalLabels.backToCategories }).click();
    await expect(page).toHaveURL(/\/admin\/journal$/);
    // (The list refreshes its counts in the background: wait for them.)
    await expect.poll(() => ptsdCount(page)).toBeGreaterThan(countBefore);
    await page.goBack();
    await expect(page).toHaveURL(/kategori=ptsd$/);

    // Delete asks first; Escape keeps the journal, Hapus removes it.
    await editedItem.getByRole('button', { name: new RegExp(`^${adminJournalLabels.delete}`) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(dialogTitles.confirmDelete);
    await expect(dialog).toContainText(edited);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(editedItem).toBeVisible();
    await editedItem.getByRole('button', { name: new RegExp(`^${adminJournalLabels.delete}`) }).click();
    await page.getByRole('dialog').getByRole('button', { name: adminJournalLabels.delete }).click();
    await expect(page.getByRole('status').filter({ hasText: adminJournalMessages.deleted })).toBeVisible();
    await expect(editedItem).toHaveCount(0);
    expect(await publicPtsdTitles(visitor.request)).not.toContain(edited);
    await visitor.reload();
    await visitor.getByLabel(educationLabels.search, { exact: true }).fill(prefix);
    await expect(visitor.getByText(educationMessages.searchEmpty)).toBeVisible();
  } finally {
    await removeJournalsTitled(page.request, prefix);
    await visitor.context().close();
  }
});

test('the journal manager shows the spec’s failure texts; errors clear after 5 seconds', async ({ page }) => {
  await loginThroughUi(page, adminCredentials.username, adminCredentials.password);
  await page.waitForURL('/admin/users');

  await page.route('**/api/journals?*', (route) => route.abort('connectionrefused'));
  await page.goto('/admin/journal');
  const loadError = page.getByRole('alert');
  await expect(loadError).toContainText(adminJournalMessages.loadFailed, { timeout: 15_000 });
  await expect(loadError).toContainText(adminJournalMessages.loadNetwork);
  await page.unroute('**/api/journals?*');
  await loadError.getByRole('button').click();
  await expect(page.getByRole('heading', { level: 3, name: 'PTSD', exact: true })).toBeVisible();

  const title = `E2E ${uniqueUsername('gagal')}`;
  await page.goto('/admin/journal?tambah=1');
  await page.getByLabel(adminJournalLabels.kategori, { exact: true }).selectOption('neurosis');
  await page.getByLabel(adminJournalLabels.judul, { exact: true }).fill(title);
  await page.getByLabel(adminJournalLabels.sumber, { exact: true }).fill('https://example.org/e2e/gagal');
  await page.getByLabel(adminJournalLabels.kutipan, { exact: true }).fill('Tidak akan tersimpan.');
  await page.route('**/api/admin/journals', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: adminJournalLabels.save }).click();
  const failure = page.getByRole('alert').filter({ hasText: adminJournalMessages.addNetwork });
  await expect(failure).toBeVisible();
  await expect(page).toHaveURL(/tambah=1$/);
  await expect(page.getByLabel(adminJournalLabels.judul, { exact: true })).toHaveValue(title);
  await expect(failure).toBeHidden({ timeout: 8_000 });

  await page.route('**/api/admin/journals', (route) =>
    route.fulfill({
      status: 400,
      json: {
        error: {
          code: 'INVALID_INPUT',
          message: journalMessages.judulTooLong,
          fields: { judul: journalMessages.judulTooLong },
        },
      },
    }),
  );
  await page.getByRole('button', { name: adminJournalLabels.save }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: `${adminJournalMessages.addFailed}: ${journalMessages.judulTooLong}` }),
  ).toBeVisible();
  await expect(page.getByText(journalMessages.judulTooLong, { exact: true })).toBeVisible();

  // Editing and deleting a listed journal: without an answer, then with the server's reason.
  await page.goto('/admin/journal?kategori=ptsd');
  // The oldest shown: a starter journal, not one another spec is adding and removing meanwhile.
  const withTitle = (name?: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
  const judul = (await withTitle().last().getByRole('heading').textContent())!;
  const item = withTitle(judul);
  let answer: 'none' | 'reason' = 'none';
  await page.route('**/api/admin/journals/*', (route) =>
    answer === 'none'
      ? route.abort('connectionrefused')
      : route.fulfill({
          status: 500,
          json: { error: { code: 'INTERNAL', message: commonMessages.serverError } },
        }),
  );
  const alertWith = (text: string) => page.getByRole('alert').filter({ hasText: text });
  await item.getByRole('button', { name: new RegExp(`^${adminJournalLabels.edit}`) }).click();
  const editor = page.getByRole('listitem', { name: adminJournalLabels.editTitle(judul) });
  await editor.getByRole('button', { name: adminJournalLabels.save }).click();
  await expect(alertWith(adminJournalMessages.updateNetwork)).toBeVisible();
  answer = 'reason';
  await editor.getByRole('button', { name: adminJournalLabels.save }).click();
  await expect(
    alertWith(`${adminJournalMessages.updateFailed}: ${commonMessages.serverError}`),
  ).toBeVisible();
  await editor.getByRole('button', { name: adminJournalLabels.cancel }).click();

  const remove = async () => {
    await item.getByRole('button', { name: new RegExp(`^${adminJournalLabels.delete}`) }).click();
    await page.getByRole('dialog').getByRole('button', { name: adminJournalLabels.delete }).click();
  };
  await remove();
  await expect(
    alertWith(`${adminJournalMessages.deleteFailed}: ${commonMessages.serverError}`),
  ).toBeVisible();
  answer = 'none';
  await remove();
  await expect(alertWith(adminJournalMessages.deleteNetwork)).toBeVisible();
  await expect(item.getByRole('heading', { name: judul })).toBeVisible();
});
