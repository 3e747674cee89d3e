import sharp from 'sharp';
import { dataSaverLabels } from '@sehat/core/data-saver/messages';
import type { ForumQuestion } from '@sehat/core/forum/contract';
import { askThroughApi, questionCard, searchForum, uniqueToken } from './support/forum';
import { registerThroughApi } from './support/session';
import { expect, test } from './support/test';

test('a visitor on a small data plan turns on “Hemat data”: forum avatars become initials, and after a reload the server’s page and the app load no photo', async ({
  browser,
  page,
}) => {
  // A member with a profile photo asks a question.
  const member = await browser.newPage();
  await registerThroughApi(member);
  const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
  const saved = await member.request.patch('/api/profile', {
    multipart: {
      fullName: 'Rina Hemat',
      email: `${uniqueToken('rina')}@contoh.id`,
      address: '',
      photo: { name: 'foto.png', mimeType: 'image/png', buffer: png },
    },
  });
  expect(saved.status()).toBe(200);
  const photoUrl = ((await saved.json()) as { user: { photoUrl: string } }).user.photoUrl;
  expect(photoUrl).toBeTruthy();
  const token = uniqueToken('hemat');
  const question: ForumQuestion = await askThroughApi(member.request, { title: `Sulit tidur ${token}` });
  await member.close();

  await searchForum(page, token);
  const card = questionCard(page, question.title);
  await expect(card.locator(`img[src="${photoUrl}"]`)).toBeVisible();

  const toggle = page.getByRole('contentinfo').getByRole('switch', { name: dataSaverLabels.toggle });
  await toggle.check();
  await expect(card.locator('img')).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByText(dataSaverLabels.mapSkipped)).toBeVisible();

  // The choice is the device's: the next page load asks for no photo, from the server's HTML
  // or from the app.
  const photoRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === photoUrl) photoRequests.push(request.url());
  });
  const documentResponse = await page.reload();
  expect(await documentResponse?.text()).not.toContain(`src="${photoUrl}"`);
  await expect(toggle).toBeChecked();
  await searchForum(page, token);
  await expect(card).toBeVisible();
  await expect(card.locator('img')).toHaveCount(0);
  expect(photoRequests).toEqual([]);
});
