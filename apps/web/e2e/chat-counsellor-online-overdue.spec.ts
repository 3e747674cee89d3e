import { chatLabels, counsellorServiceLabels } from '@sehat/core/chat/messages';
import { expectAccessible } from './support/axe';
import { createOwnAdmin } from './support/admin';
import { loginThroughUi, newAccount, registerThroughApi } from './support/session';
import { e2eSite } from './support/site';
import { expect, test } from './support/test';

test('a counsellor goes online, a risky conversation comes to them and shows overdue after its target', async ({
  browser,
  baseURL,
}, testInfo) => {
  // Three browsers and axe on a busy machine.
  test.slow();
  const account = await createOwnAdmin(browser, baseURL);
  const counsellor = await (await browser.newContext()).newPage();
  // The counsellor's browser runs on a clock the test moves; the server keeps real time.
  await counsellor.clock.install();
  await loginThroughUi(counsellor, account.username, account.password);
  await counsellor.waitForURL(/\/admin\//);
  await counsellor.goto('/admin/chat');

  const user = await (await browser.newContext()).newPage();
  const person = await registerThroughApi(user, newAccount());
  await user.goto('/');
  await user.getByRole('button', { name: chatLabels.openChat }).click();
  const field = user
    .getByRole('dialog', { name: e2eSite.counsellorTeam })
    .getByLabel(chatLabels.messageLabel, { exact: true });
  await field.fill('Saya sudah ga sanggup hidup lagi');
  await field.press('Enter');

  // Online from the header: the waiting risky conversation is handed to them.
  const presence = counsellor.getByLabel(counsellorServiceLabels.presenceLegend);
  await presence.selectOption({ label: counsellorServiceLabels.presence.online });
  await counsellor.getByRole('radio', { name: new RegExp(`^${chatLabels.filterMine}`) }).check();
  await counsellor.getByLabel(chatLabels.searchLabel).fill(person.username);
  const entry = counsellor.getByRole('button', { name: new RegExp(person.fullName) });
  await expect(entry).toContainText(chatLabels.heldBy(account.fullName));
  await expect(entry).toContainText(chatLabels.riskBadge);
  await expect(entry).toContainText(new RegExp(counsellorServiceLabels.waiting('\\d+ (detik|menit)')));
  await expect(entry).not.toContainText(counsellorServiceLabels.overdue);
  // Other journeys run beside this one: nobody else's new conversations should come here.
  await presence.selectOption({ label: counsellorServiceLabels.presence.offline });
  await expect(presence).toHaveValue('offline');

  // Past the target (5 minutes of service hours after the message; later when closed now).
  const inbox = await counsellor.request.get(`/api/admin/chat/users?filter=mine&q=${person.username}`);
  const [held] = (await inbox.json()).users as { firstResponseDueAt: string }[];
  const firstResponseDueAt = held!.firstResponseDueAt;
  const now = await counsellor.evaluate(() => Date.now());
  await counsellor.clock.fastForward(Date.parse(firstResponseDueAt) - now + 60_000);
  await expect(entry).toContainText(counsellorServiceLabels.overdue);
  await expectAccessible(counsellor, 'the inbox with an overdue conversation');
  await counsellor
    .getByRole('complementary')
    .first()
    .screenshot({ path: testInfo.outputPath('inbox-overdue.png') });
  await counsellor.screenshot({ path: testInfo.outputPath('inbox-overdue-page.png') });
  await counsellor.emulateMedia({ colorScheme: 'dark' });
  await counsellor.setViewportSize({ width: 360, height: 640 });
  await counsellor.screenshot({ path: testInfo.outputPath('inbox-overdue-phone-dark.png'), fullPage: true });
});
