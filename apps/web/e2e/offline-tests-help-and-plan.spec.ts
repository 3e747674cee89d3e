import type { Page } from '@playwright/test';
import { authMessages } from '@sehat/core/auth/messages';
import { crisisMessages } from '@sehat/core/messages';
import { offlineMessages } from '@sehat/core/offline/messages';
import { profileLabels } from '@sehat/core/profile/messages';
import { safetyPlanLabels } from '@sehat/core/safety-plan/messages';
import { screeningTestMessages } from '@sehat/core/screenings/messages';
import { expectAccessible } from './support/axe';
import { answerScreening } from './support/screenings';
import { answerAllNo } from './support/selftest';
import { registerThroughApi } from './support/session';
import { e2eCrisisLine } from './support/site';
import { expect, test } from './support/test';

/** After a first visit the service worker controls the site (from the next page load on). */
async function firstVisit(page: Page) {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('offline: the site opens, both tests give a result, help and the plan work; back online the tests reach the history once', async ({
  page,
  context,
}) => {
  // Two whole tests, the plan and logout on one page: a long journey on a shared machine.
  test.slow();
  await registerThroughApi(page);
  await firstVisit(page);
  // The plan page read once online: its copy on the device is what opens offline.
  await page.goto('/rencana-keamanan');
  await expect(page.getByRole('button', { name: safetyPlanLabels.save })).toBeVisible();
  await context.setOffline(true);

  // A page that needs the server: the notice says what works, with tap-to-call help.
  await page.goto('/forum');
  const notice = page.getByRole('status').filter({ hasText: offlineMessages.pageTitle });
  await expect(notice).toBeVisible();
  await expect(
    notice.getByRole('link', { name: `${crisisMessages.call} ${e2eCrisisLine.display}` }),
  ).toHaveAttribute('href', `tel:${e2eCrisisLine.number}`);
  await page.screenshot({ path: 'test-results/offline-forum.png', fullPage: true });
  await expectAccessible(page, 'a page that needs the server, offline, with its notice');

  await notice.getByRole('link', { name: offlineMessages.openSelftest }).click();
  await answerAllNo(page);
  await page.waitForURL('/hasil/normal');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/tes-diri/phq-9');
  await answerScreening(page, [2, 1, 0, 0, 0, 0, 0, 0, 0]);
  await page.getByRole('button', { name: screeningTestMessages.submit }).click();
  await page.waitForURL('/tes-diri/phq-9/hasil');
  await expect(page.getByText(offlineMessages.resultOnDevice)).toBeVisible();
  await page.screenshot({ path: 'test-results/offline-phq9-result.png', fullPage: true });

  await page.goto('/bantuan');
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: `${crisisMessages.call} ${e2eCrisisLine.display}` })
      .first(),
  ).toHaveAttribute('href', `tel:${e2eCrisisLine.number}`);

  await page.goto('/rencana-keamanan');
  await page.getByRole('textbox').first().fill('Sulit tidur berhari-hari');
  await page.getByRole('button', { name: safetyPlanLabels.save }).click();
  await expect(page.getByText(offlineMessages.planQueued)).toBeVisible();
  await page.screenshot({ path: 'test-results/offline-safety-plan.png', fullPage: true });

  // Back online: what waited is sent, once.
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/screenings/phq9/submissions'));
  await context.setOffline(false);
  await sent;
  await expect(page.getByText(offlineMessages.planQueued)).toHaveCount(0);
  await expect
    .poll(async () => (await (await page.request.get('/api/selftest/submissions')).json()).items.length)
    .toBe(1);
  const phq9 = await (await page.request.get('/api/screenings/phq9/submissions')).json();
  expect(phq9.items).toMatchObject([{ score: 3, band: 'minimal' }]);
  const plan = await (await page.request.get('/api/safety-plan')).json();
  expect(plan.plan.warningSigns).toEqual(['Sulit tidur berhari-hari']);
  await page.goto('/tes-diri/phq-9/hasil');
  await expect(page.getByText(offlineMessages.resultOnDevice)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('offlineSubmissions'))).toBeNull();

  // Logout leaves nothing of this person on the device: no plan copy, no user, no personal answer cached.
  expect(await page.evaluate(() => localStorage.getItem('sehat-rencana-keamanan-akun'))).not.toBeNull();
  await page.goto('/profile');
  await page.getByRole('button', { name: profileLabels.logout }).click();
  await page.getByRole('dialog').getByRole('button', { name: authMessages.logoutButton }).click();
  await page.waitForURL('/');
  const left = await page.evaluate(async () => {
    const cached: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys())
        cached.push(new URL(request.url).pathname);
    }
    return {
      plan: localStorage.getItem('sehat-rencana-keamanan-akun'),
      user: localStorage.getItem('user'),
      api: cached.filter((path) => path.startsWith('/api/')).sort(),
    };
  });
  expect(left).toEqual({ plan: null, user: null, api: ['/api/selftest/questions', '/api/site'] });
});
