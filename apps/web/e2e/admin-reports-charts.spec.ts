import { randomUUID } from 'node:crypto';
import { reportLabels } from '@sehat/core/reports/messages';
import { createOwnAdmin } from './support/admin';
import { expectAccessible } from './support/axe';
import { loginThroughUi, registerThroughApi } from './support/session';
import { expect, test } from './support/test';

test.describe.configure({ timeout: 180_000 });
test.use({ reducedMotion: 'reduce' });

test('admin: the report page draws its charts beside their tables', async ({ page, browser, baseURL }) => {
  const admin = await createOwnAdmin(browser, baseURL);
  // Five people write today and a counsellor answers each: enough to be counted, not "<5".
  const counsellor = await browser.newContext({ baseURL });
  const login = await counsellor.request.post('/api/auth/login', {
    data: { login: admin.username, password: admin.password },
  });
  expect(login.status()).toBe(200);
  for (let person = 0; person < 5; person++) {
    const context = await browser.newContext({ baseURL });
    const own = await context.newPage();
    await registerThroughApi(own);
    const { conversation } = await (await own.request.get('/api/chat/conversation')).json();
    const url = `/api/chat/conversations/${conversation.id}/messages`;
    expect(
      (await own.request.post(url, { data: { message: 'Halo', clientId: randomUUID() } })).status(),
    ).toBe(201);
    const reply = await counsellor.request.post(url, {
      data: { message: 'Halo juga', clientId: randomUUID() },
    });
    expect(reply.status()).toBe(201);
    await context.close();
  }
  await counsellor.close();

  await loginThroughUi(page, admin.username, admin.password);
  await page.waitForURL(/\/admin\//);
  await page.getByRole('link', { name: reportLabels.adminNav }).click();
  await expect(page.getByRole('heading', { level: 1, name: reportLabels.title })).toBeVisible();
  await expect(page.getByLabel(reportLabels.from)).toBeVisible();
  await expect(page.getByLabel(reportLabels.to)).toBeVisible();

  const byDay = page.getByRole('region', { name: reportLabels.byDayTitle, exact: true });
  const byHour = page.getByRole('region', { name: reportLabels.byHourTitle, exact: true });
  for (const section of [byDay, byHour]) {
    await expect(section.getByRole('application', { name: /^Grafik/ })).toBeVisible();
    await expect(section.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expect(section.getByRole('table')).toBeVisible();
  }
  await expect(byHour.getByRole('table').getByRole('row')).toHaveCount(25);
  await expect(page.getByRole('link', { name: reportLabels.download, exact: true })).toHaveAttribute(
    'href',
    /\/api\/admin\/reports\/chat\.csv\?from=/,
  );
  await expectAccessible(page, 'admin report');
  await page.screenshot({ path: test.info().outputPath('admin-report.png'), fullPage: true });
});
