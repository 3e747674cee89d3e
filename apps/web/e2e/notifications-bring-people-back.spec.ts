import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { notificationLabels, notificationMessages } from '@sehat/core/notifications/messages';
import { adminCredentials } from './support/accounts';
import { askThroughApi, respondThroughApi, uniqueToken } from './support/forum';
import { newAccount, registerThroughApi } from './support/session';
import { e2eSite } from './support/site';
import { expect, test } from './support/test';

async function loggedIn(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await registerThroughApi(page, newAccount());
  return page;
}

const bell = (page: Page, unread: number) =>
  page.getByRole('button', { name: notificationLabels.bell(unread), exact: true });

test('a response and a counsellor reply reach the asker live through the bell', async ({ browser }) => {
  const asker = await loggedIn(browser);
  const responder = await loggedIn(browser);
  const title = `Notifikasi ${uniqueToken()}`;
  const question = await askThroughApi(asker.request, { title });

  // The bell is up, and its stream with it, before anything happens. The stream may open
  // before goto returns (it waits for the app to be ready), so it is awaited from before.
  const stream = asker.waitForResponse((r) => r.url().includes('/api/chat/stream') && r.status() === 200);
  await asker.goto('/edukasi');
  await expect(bell(asker, 0)).toBeVisible();
  await stream;

  await respondThroughApi(responder.request, question.id, 'Semoga lekas membaik, ya.');
  await bell(asker, 1).click();
  const panel = asker.getByRole('dialog', { name: notificationLabels.title });
  await panel.getByRole('link', { name: notificationMessages.forumResponse(title) }).click();
  await expect(asker).toHaveURL(/\/forum$/);
  await expect(asker.getByRole('dialog', { name: title })).toBeVisible();
  await expect(bell(asker, 0)).toBeAttached();

  // A counsellor answers while the asker's chat popup is closed.
  const conversation = await (await asker.request.get('/api/chat/conversation')).json();
  const counsellor = (await browser.newContext()).request;
  const login = await counsellor.post('/api/auth/login', {
    data: { login: adminCredentials.username, password: adminCredentials.password },
  });
  expect(login.status()).toBe(200);
  const reply = await counsellor.post(`/api/chat/conversations/${conversation.conversation.id}/messages`, {
    data: { message: 'Halo, kami siap mendengarkan.', clientId: randomUUID() },
  });
  expect(reply.status()).toBe(201);

  await asker.keyboard.press('Escape');
  await bell(asker, 1).click();
  await asker
    .getByRole('dialog', { name: notificationLabels.title })
    .getByRole('button', { name: notificationMessages.chatReply })
    .click();
  const popup = asker.getByRole('dialog', { name: e2eSite.counsellorTeam });
  await expect(popup.getByText('Halo, kami siap mendengarkan.')).toBeVisible();
  await expect(bell(asker, 0)).toBeAttached();
});
