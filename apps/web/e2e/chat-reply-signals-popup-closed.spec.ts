import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { chatLabels, counsellorAlertLabels } from '@sehat/core/chat/messages';
import { notificationLabels } from '@sehat/core/notifications/messages';
import { createOwnAdmin } from './support/admin';
import { loginThroughUi, newAccount, registerThroughApi } from './support/session';
import { e2eSite } from './support/site';
import { expect, test } from './support/test';

const popupOf = (page: Page) => page.getByRole('dialog', { name: e2eSite.counsellorTeam });

/** Closes the popup and waits until the server knows it is closed. */
async function closePopup(page: Page) {
  const told = page.waitForResponse(
    (r) => r.url().endsWith('/presence') && (r.request().postDataJSON() as { open: boolean }).open === false,
  );
  await popupOf(page).getByRole('button', { name: chatLabels.closeChat }).click();
  await told;
}

// Live, without a reload, 10 times in 10; how fast is measured by `npm run bench`, not asserted on a shared machine.
test('a counsellor’s reply reaches the chat button, the bell and the tab title live, popup closed, 10 times in 10', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const admin = await createOwnAdmin(browser, baseURL);
  const user = await (await browser.newContext()).newPage();
  await registerThroughApi(user, newAccount());
  const stream = user.waitForResponse((r) => r.url().includes('/api/chat/stream') && r.status() === 200);
  await user.goto('/forum');
  await stream;
  const launcher = user.getByRole('button', { name: chatLabels.openChat });
  await launcher.click();
  const field = popupOf(user).getByLabel(chatLabels.messageLabel, { exact: true });
  await field.fill('Halo, saya ingin bercerita');
  await field.press('Enter');
  await expect(popupOf(user).getByRole('log').getByText('Halo, saya ingin bercerita')).toBeVisible();
  await closePopup(user);
  const conversationId = (
    (await (await user.request.get('/api/chat/conversation')).json()) as {
      conversation: { id: number };
    }
  ).conversation.id;

  const counsellor = await browser.newContext({ baseURL });
  await counsellor.request.post('/api/auth/login', {
    data: { login: admin.username, password: admin.password },
  });
  const bell = user.getByRole('button', { name: /^Notifikasi/ });

  for (let trial = 1; trial <= 10; trial++) {
    const reply = await counsellor.request.post(`/api/chat/conversations/${conversationId}/messages`, {
      data: { message: `Balasan ke-${trial}`, clientId: randomUUID() },
    });
    expect(reply.status()).toBe(201);
    await expect(launcher).toContainText(chatLabels.unreadBadge(1));
    await expect(bell).toHaveAccessibleName(notificationLabels.bell(1));
    await expect(user).toHaveTitle(/^\(1\) /);

    // Reading it clears all three; the next trial starts from nothing again.
    await launcher.click();
    await expect(popupOf(user).getByRole('log').getByText(`Balasan ke-${trial}`)).toBeVisible();
    await expect(bell).toHaveAccessibleName(notificationLabels.bell(0));
    await closePopup(user);
    await expect(user).not.toHaveTitle(/^\(/);
  }
  await counsellor.close();
});

test('every admin page shows the inbox’s unread count and leads the title with it; the chime is off until chosen', async ({
  browser,
  baseURL,
}) => {
  const admin = await createOwnAdmin(browser, baseURL);
  const counsellor = await (await browser.newContext()).newPage();
  await loginThroughUi(counsellor, admin.username, admin.password);
  await counsellor.waitForURL(/\/admin\//);
  await counsellor.goto('/admin/users');
  const chime = counsellor.getByRole('button', { name: counsellorAlertLabels.chime });
  await expect(chime).toHaveAttribute('aria-pressed', 'false');

  const user = await (await browser.newContext()).newPage();
  await registerThroughApi(user, newAccount());
  const { id } = (
    (await (await user.request.get('/api/chat/conversation')).json()) as { conversation: { id: number } }
  ).conversation;
  const sent = await user.request.post(`/api/chat/conversations/${id}/messages`, {
    data: { message: 'Tolong, saya butuh teman bicara', clientId: randomUUID() },
  });
  expect(sent.status()).toBe(201);

  // Other journeys write too: the badge and the title show the server's count as it is now.
  const serverUnread = async () =>
    (
      (await (await counsellor.request.get('/api/admin/chat/users?filter=unread&limit=1')).json()) as {
        counts: { unread: number };
      }
    ).counts.unread;
  const inbox = counsellor.getByRole('navigation').getByRole('link', { name: /^Inbox/ });
  await expect
    .poll(async () =>
      (await inbox.textContent())?.includes(counsellorAlertLabels.inboxUnread(await serverUnread())),
    )
    .toBe(true);
  await expect(counsellor).toHaveTitle(/^\(\d+\) /);

  await chime.click();
  await expect(chime).toHaveAttribute('aria-pressed', 'true');
  await counsellor.reload();
  await expect(chime).toHaveAttribute('aria-pressed', 'true');
  await user.context().close();
});
