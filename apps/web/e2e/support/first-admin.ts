import type { Page } from '@playwright/test';
import { loginLabels } from '@sehat/core/auth/messages';

/** The first admin's name in the journeys that start a server on a fresh database. */
export const firstAdmin = 'kepala';

/** The password a server or the reset command printed, read off its output with `pattern`. */
export function printedPassword(output: string, pattern: RegExp): string {
  const match = pattern.exec(output);
  if (!match?.[1]) throw new Error(`no password in the output:\n${output}`);
  return match[1];
}

/** The login form, filled in as the first admin with `password` and sent. */
export async function logInAsFirstAdmin(page: Page, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(loginLabels.username, { exact: true }).fill(firstAdmin);
  await page.getByLabel(loginLabels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: loginLabels.submit }).click();
}
