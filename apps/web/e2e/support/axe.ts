import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Waits until the screen has rendered its content: a main heading, no spinner left. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1, [role="dialog"] h2').first()).toBeVisible();
  await expect(page.locator('[role="status"]').filter({ hasText: /^Memuat/ })).toHaveCount(0);
  // A colour still easing towards a just-switched theme would be measured half-way.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
}

/** The axe rules whose outcome a colour theme can change: the rest read markup and layout. */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe-core (WCAG 2.x A/AA and best-practice rules, or only `rules`) on what the page shows
 * now, dialogs included, and requires no serious and no critical violation. The message lists
 * what and where, so a failure says what to fix.
 */
export async function expectAccessible(page: Page, screen: string, rules?: string[]): Promise<void> {
  await settled(page);
  const builder = new AxeBuilder({ page });
  const { violations } = await (rules ? builder.withRules(rules) : builder).analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${screen}: ${v.id} (${v.impact}) ${v.help} → ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join(' | ')}`,
    );
  // Soft: one run lists every screen's problems, not just the first screen's.
  expect.soft(blocking, `axe on ${screen}`).toEqual([]);
}

/** Opens `path` and runs axe on it. */
export async function visit(page: Page, path: string, screen = path): Promise<void> {
  await page.goto(path);
  await expectAccessible(page, screen);
}

/** Closes the open dialog with Escape. */
export async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
}

/**
 * Every axe rule in the light theme, then again in the dark theme the rules a theme can change:
 * the same markup needs reading once (an axe run costs seconds on a busy machine).
 */
export async function inBothThemes(page: Page, screen: string): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await expectAccessible(page, `${screen} (light)`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page, `${screen} (dark)`, colourRules);
}
