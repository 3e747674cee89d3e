import { offlineMessages } from '@sehat/core/offline/messages';
import { answerLabels } from '@sehat/core/screenings/items';
import { expectAccessible } from './support/axe';
import { answerScreening, screeningItem } from './support/screenings';
import { expect, test } from './support/test';

test('a repeat visit starts from the device, and a new version waits for the person: the answers being given stay, and it takes over only on “Muat ulang”', async ({
  page,
  context,
}) => {
  // Each deploy changes the worker's bytes: here a comment line that names the version.
  let version = 1;
  await context.route('**/sw.js', async (route) => {
    const response = await route.fetch();
    const body = `${await response.text()}\n// versi ${version}\n`;
    await route.fulfill({ status: 200, contentType: 'text/javascript', body });
  });
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // A repeat visit takes the scripts and the stylesheet from the device: only the page itself
  // and its data come over the network.
  const assets: { path: string; fromDevice: boolean }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/'))
      assets.push({ path: pathname, fromDevice: response.fromServiceWorker() });
  });
  await page.goto('/tes-diri/phq-9');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect(assets.length).toBeGreaterThan(0);
  expect(assets.filter((asset) => !asset.fromDevice)).toEqual([]);
  await answerScreening(page, [1, 2, 3]);

  version = 2;
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
  const prompt = page.getByRole('status').filter({ hasText: offlineMessages.updateTitle });
  await expect(prompt).toBeVisible();
  await page.screenshot({ path: 'test-results/update-prompt.png' });
  await expectAccessible(page, 'a screening with the update prompt');
  // Nothing reloaded under the person: the answers are where they were, and they can go on.
  await answerScreening(page, [0], 4);
  const chosen = [1, 2, 3, 0].map((value, i) =>
    screeningItem(page, i + 1).getByRole('radio', { name: answerLabels[value]!, exact: true }),
  );
  for (const radio of chosen) await expect(radio).toBeChecked();

  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: offlineMessages.updateReload }).click();
  await reloaded;
  await expect(prompt).toHaveCount(0);
  for (const radio of chosen) await expect(radio).toBeChecked();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
});
