import { expect, type Browser } from '@playwright/test';
import { adminUserMessages } from '@sehat/core/admin/messages';
import { chatLabels } from '@sehat/core/chat/messages';
import type { Role } from '@sehat/core/user/limits';
import { adminCredentials, uniqueUsername } from './accounts';
import { loginThroughUi } from './session';

export interface AdminAccount {
  username: string;
  fullName: string;
  password: string;
}

/**
 * A staff account of the calling spec's own (an admin unless `role` says otherwise). The shared
 * e2eadmin is only used to create it (specs run in parallel against one server, so nobody
 * changes, demotes or deletes e2eadmin).
 */
export async function createOwnStaff(
  browser: Browser,
  baseURL: string | undefined,
  role: Exclude<Role, 'user'> = 'admin',
): Promise<AdminAccount> {
  const context = await browser.newContext({ baseURL });
  try {
    const login = await context.request.post('/api/auth/login', {
      data: { login: adminCredentials.username, password: adminCredentials.password },
    });
    expect(login.status()).toBe(200);
    const username = uniqueUsername(role);
    const account = {
      username,
      fullName: `${adminUserMessages.roleLabels[role]} ${username}`,
      password: 'staf-e2e-rahasia',
    };
    const created = await context.request.post('/api/admin/users', {
      data: { ...account, email: `${username}@contoh.id`, role },
    });
    expect(created.status()).toBe(201);
    await context.request.post('/api/auth/logout');
    return account;
  } finally {
    await context.close();
  }
}

export const createOwnAdmin = (browser: Browser, baseURL: string | undefined) =>
  createOwnStaff(browser, baseURL, 'admin');

/**
 * A counsellor of the spec's own, logged in through the form, with one person found in the
 * inbox by their full name: their entry, and the way into their conversation and back to the
 * list (on a phone the conversation takes the whole screen).
 */
export async function counsellorFinds(browser: Browser, baseURL: string | undefined, fullName: string) {
  const admin = await createOwnAdmin(browser, baseURL);
  const page = await (await browser.newContext({ baseURL })).newPage();
  await loginThroughUi(page, admin.username, admin.password);
  await page.waitForURL(/\/admin\//);
  await page.goto('/admin/chat');
  await page.getByLabel(chatLabels.searchLabel).fill(fullName);
  const entries = page.getByRole('list', { name: chatLabels.userList }).getByRole('listitem');
  await expect(entries).toHaveCount(1);
  const entry = entries.first();
  await expect(entry).toContainText(fullName);
  const conversation = page.getByRole('region', { name: fullName });
  return {
    page,
    entry,
    conversation,
    open: () => entry.getByRole('button').click(),
    backToList: async () => {
      const back = conversation.getByRole('button', { name: chatLabels.backToList });
      if (await back.isVisible()) await back.click();
    },
  };
}
