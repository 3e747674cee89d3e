import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { notificationLabels } from '@sehat/core/notifications/messages';
import { outsideMessages } from '@sehat/core/notifications/outside-messages';
import { pushLabels } from '@sehat/core/push/messages';
import { appReadyAttribute } from '@sehat/core/site/app-start-script';
import { startPushService, type TestPushService } from '../../server/test/push-service';
import { startFakeGcm } from './support/fake-gcm';
import { askThroughApi, respondThroughApi, uniqueToken } from './support/forum';
import { newAccount } from './support/session';
import { expect, test } from './support/test';

const baseURL = process.env.E2E_BASE_URL!;

/** Push needs a profile of its own (an incognito-like context refuses it), with the stand-in GCM. */
async function pushCapableBrowser(
  gcmArgs: string[],
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'sehat-push-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', ...gcmArgs],
    baseURL,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  await context.grantPermissions(['notifications'], { origin: baseURL });
  return {
    context,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await page.locator(`html[${appReadyAttribute}]`).waitFor({ state: 'attached' });
}

/**
 * What Chromium's push stack does once a message reached it and was decrypted: deliver it to the
 * site's service worker (the DevTools protocol's own door for that).
 */
async function deliverToServiceWorker(page: Page, payload: string) {
  const cdp = await page.context().newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.some((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted)).toBe(true);
  const { registrationId } = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted)!;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL, registrationId, data: payload });
}

let service: TestPushService;
test.beforeAll(async () => {
  service = await startPushService(Number(process.env.E2E_PUSH_SERVICE_PORT));
});
test.afterAll(async () => {
  await service.close();
});

test('push on this device: offered after a first notification, then a notice arrives while away', async ({
  playwright,
}) => {
  test.slow();
  const gcm = await startFakeGcm();
  const browser = await pushCapableBrowser(gcm.args);
  try {
    const page = await browser.context.newPage();
    const account = newAccount();
    expect(
      (
        await page.request.post('/api/auth/register', { data: { ...account, consent: true, adult: true } })
      ).status(),
    ).toBe(201);
    const question = await askThroughApi(page.request, { title: `Judul pribadi ${uniqueToken()}` });

    // A first visit has nothing in the bell, so nothing is offered.
    await open(page, '/edukasi');
    await page.getByRole('button', { name: notificationLabels.bell(0), exact: true }).click();
    await expect(page.getByText(notificationLabels.empty)).toBeVisible();
    await expect(page.getByRole('button', { name: pushLabels.enable })).toHaveCount(0);
    await page.keyboard.press('Escape');

    const responder = await playwright.request.newContext({ baseURL });
    const other = newAccount();
    await responder.post('/api/auth/register', { data: { ...other, consent: true, adult: true } });
    await respondThroughApi(responder, question.id, 'Tanggapan pertama');

    // Chromium's real subscription points at Google's push service, out of this machine's reach:
    // the test hands the server a local push service instead, with keys it holds.
    const device = service.device();
    let chromiumEndpoint = '';
    await page.route('**/api/push/subscriptions', async (route) => {
      chromiumEndpoint = (route.request().postDataJSON() as { endpoint: string }).endpoint;
      await route.continue({ postData: JSON.stringify({ endpoint: device.endpoint, keys: device.keys }) });
    });
    await page.getByRole('button', { name: notificationLabels.bell(1), exact: true }).click();
    const panel = page.getByRole('dialog', { name: notificationLabels.title });
    await panel.getByRole('button', { name: pushLabels.enable }).click();
    // The first time, the service worker installs (precaching the app) before it can subscribe.
    await expect(panel.getByText(pushLabels.enabled)).toBeVisible({ timeout: 60_000 });
    expect(chromiumEndpoint).toMatch(/^https:\/\/[^/]+\/fcm\/send\/e2e-device-/);

    await respondThroughApi(responder, question.id, 'Tanggapan kedua');
    const push = await service.waitFor(new URL(device.endpoint).pathname);
    const payload = device.decrypt(push.body);
    expect(payload).not.toContain('Judul pribadi');
    await deliverToServiceWorker(page, payload);
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
          })),
        ),
      )
      .toEqual([{ title: outsideMessages.title, body: outsideMessages.reply }]);
    await responder.dispose();
  } finally {
    await browser.close();
    await gcm.close();
  }
});
