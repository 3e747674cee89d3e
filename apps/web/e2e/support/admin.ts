import { expect, type Browser } from '@playwright/test';
import { adminCredentials, uniqueUsername } from './accounts';

export interface AdminAccount {
  username: string;
  fullName: string;
  password: string;
}

/**
 * An admin of the calling spec's own. The shared e2eadmin is only used to create it (specs run
 * in parallel against one server, so nobody changes, demotes or deletes e2eadmin).
 */
export async function createOwnAdmin(browser: Browser, baseURL: string | undefined): Promise<AdminAccount> {
  const context = await browser.newContext({ baseURL });
  try {
    const login = await context.request.post('/api/auth/login', {
      data: { login: adminCredentials.username, password: adminCredentials.password },
    });
    expect(login.status()).toBe(200);
    const username = uniqueUsername('admin');
    const account = { username, fullName: `Admin ${username}`, password: 'admin-e2e-rahasia' };
    const created = await context.request.post('/api/admin/users', {
      data: { ...account, email: `${username}@contoh.id`, role: 'admin' },
    });
    expect(created.status()).toBe(201);
    await context.request.post('/api/auth/logout');
    return account;
  } finally {
    await context.close();
  }
}
