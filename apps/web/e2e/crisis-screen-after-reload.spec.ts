import { crisisMessages } from '@sehat/core/messages';
import { crisisResultMessages } from '@sehat/core/safety/messages';
import { selftestMessages } from '@sehat/core/selftest/messages';
import { srq29Questions } from '@sehat/core/selftest/srq29';
import { answerAndSubmit, nextPage } from './support/selftest';
import { expect, test } from './support/test';

test('the crisis screen survives a reload, and the result never calls a crisis answer good news', async ({
  page,
}) => {
  // Items 1, 3, 5 and 17: a Normal result with the crisis answer. A reload mid-test keeps the
  // answers (and, like every page of every journey, logs no hydration error).
  await page.goto('/tes-diri');
  const yesOnFirstPage = [1, 3, 5].map((item) => srq29Questions[item - 1]!.pertanyaan);
  for (const group of await page.locator('form fieldset').all()) {
    const legend = (await group.locator('legend').textContent()) ?? '';
    const yes = yesOnFirstPage.some((text) => legend.includes(text));
    await group
      .getByRole('radio', { name: yes ? selftestMessages.yes : selftestMessages.no, exact: true })
      .check();
  }
  await nextPage(page);
  await page.reload();
  await expect(page.getByText(selftestMessages.answeredOf(5, 29))).toBeVisible();
  await answerAndSubmit(page, [1, 3, 5, 17]);

  const box = page.getByRole('region', { name: crisisMessages.title });
  await expect(box).toBeVisible();
  await page.reload();
  await expect(box).toBeVisible();
  await expect(box.getByRole('heading', { name: crisisMessages.title })).toBeInViewport();

  await page.getByRole('link', { name: selftestMessages.seeResult }).click();
  await page.waitForURL('/hasil/normal');
  await expect(page.getByRole('region', { name: crisisMessages.title })).toBeVisible();
  const card = page.getByRole('region', { name: 'Normal' });
  await expect(card).toContainText('Tingkat Normal');
  await expect(card).toContainText(crisisResultMessages.cardLabel);
  await expect(page.locator('main')).not.toContainText(/kabar baik/i);
  await expect(page.locator('main')).not.toContainText('tingkat yang perlu ditindaklanjuti');
  await page.reload();
  await expect(page.getByRole('region', { name: crisisMessages.title })).toBeVisible();
});
