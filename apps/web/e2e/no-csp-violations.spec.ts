import { registerLabels } from '@sehat/core/auth/messages';
import { answerAndSubmit } from './support/selftest';
import { expect, test } from './support/test';

test('the public pages run under the site’s CSP without a single violation', async ({ page }) => {
  // Collected in the page from its very start, before the app's own scripts run.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  for (const path of ['/', '/tes-diri', '/edukasi', '/edukasi/ptsd', '/forum', '/login', '/register']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }
  // Validating a form and sending the test parse with zod, whose JIT would want eval.
  await page.getByRole('button', { name: registerLabels.submit }).click();
  await page.goto('/tes-diri');
  await answerAndSubmit(page, []);
  await page.waitForURL('/hasil/normal');
  expect(await violations()).toEqual([]);
  expect(consoleErrors.filter((text) => /Content Security Policy|unsafe-eval/i.test(text))).toEqual([]);
});
