import { labels } from '@sehat/core/messages';
import { loginLabels } from '@sehat/core/auth/messages';
import { registerThroughApi } from './support/session';
import { expect, test } from './support/test';

// Desktop and phone: the way in differs (the header, or the menu on phones). The other ways
// back after logging in: login-returns-where-you-were.spec.ts (desktop).
test('a visitor finds Masuk in the header (the menu on phones) and comes back to the page they were on', async ({
  page,
  browser,
  isMobile,
}) => {
  const registering = await browser.newContext();
  const account = await registerThroughApi(await registering.newPage());
  await registering.close();
  await page.goto('/edukasi/ptsd');
  if (isMobile) await page.getByRole('button', { name: labels.nav.openMenu }).click();
  const visitorLinks = page.getByRole('group', { name: labels.nav.account });
  await expect(visitorLinks.getByRole('link', { name: labels.nav.register })).toHaveAttribute(
    'href',
    '/register?next=%2Fedukasi%2Fptsd',
  );
  await visitorLinks.getByRole('link', { name: labels.nav.login }).click();
  await page.waitForURL('/login?next=%2Fedukasi%2Fptsd');
  await page.getByLabel(loginLabels.username, { exact: true }).fill(account.username);
  await page.getByLabel(loginLabels.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: loginLabels.submit }).click();
  await page.waitForURL('/edukasi/ptsd');
  if (isMobile) await page.getByRole('button', { name: labels.nav.openMenu }).click();
  await expect(page.getByRole('link', { name: labels.nav.profile })).toBeVisible();
  await expect(visitorLinks).toHaveCount(0);
});
