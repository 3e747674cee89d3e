// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { pushLimits } from '@sehat/core/push/limits';
import { pushLabels, pushMessages } from '@sehat/core/push/messages';
import { apiPaths } from '#web/config/paths';
import { apiError, apiMock, setUpApiMock } from '#web/testing/api-mock';
import { VisitorProviders } from '#web/testing/component-providers';
import { PushDeviceControl } from './push-device-control';
import { PushOffer } from './push-offer';

setUpApiMock();

const subscription = {
  endpoint: 'https://push.contoh.id/langganan/1',
  toJSON: () => ({
    endpoint: 'https://push.contoh.id/langganan/1',
    keys: { p256dh: 'BExampleKeyExampleKeyExampleKey', auth: 'ExampleAuth1' },
  }),
  unsubscribe: vi.fn(async () => true),
};

/** The browser's side: its answer to the permission prompt, its worker, its push service. */
function browser({
  permission = 'granted' as NotificationPermission,
  workerReady = true,
  subscribe = async () => subscription as unknown as PushSubscription,
} = {}) {
  const registration = { pushManager: { subscribe: vi.fn(subscribe), getSubscription: async () => null } };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: async () => permission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: async () => registration,
      getRegistration: async () => undefined,
      ready: workerReady ? Promise.resolve(registration) : new Promise(() => undefined),
    },
  });
  return registration;
}

beforeEach(() => {
  subscription.unsubscribe.mockClear();
  apiMock.use(http.get(apiPaths.push.publicKey, () => HttpResponse.json({ publicKey: 'BKey_-Ex' })));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const enableButton = () => screen.findByRole('button', { name: pushLabels.enable });

async function turnOnFailsWith(message: string) {
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe(message);
  // The button is back as it was: named to try again, and pressable.
  const button = await enableButton();
  expect(button.hasAttribute('disabled')).toBe(false);
  expect(button.getAttribute('aria-busy')).not.toBe('true');
}

async function pressEnable() {
  render(<PushDeviceControl />, { wrapper: VisitorProviders });
  await userEvent.setup({ delay: null }).click(await enableButton());
}

it('says notifications are blocked and how to allow them when the browser denies permission', async () => {
  browser({ permission: 'denied' });
  await pressEnable();
  await turnOnFailsWith(pushMessages.permissionDenied);
});

it("keeps the bell's offer, with its button and the reason, when the browser denies permission", async () => {
  browser({ permission: 'denied' });
  render(<PushOffer />, { wrapper: VisitorProviders });
  await userEvent.setup({ delay: null }).click(await enableButton());
  await turnOnFailsWith(pushMessages.permissionDenied);
  expect(screen.getByText(pushLabels.offerText)).toBeTruthy();
});

it('says permission was not given when the prompt is dismissed', async () => {
  browser({ permission: 'default' });
  await pressEnable();
  await turnOnFailsWith(pushMessages.permissionNotGiven);
});

it('stops waiting for a service worker that never becomes ready, and says to reload', async () => {
  browser({ workerReady: false });
  vi.useFakeTimers();
  render(<PushDeviceControl />, { wrapper: VisitorProviders });
  await act(() => vi.advanceTimersByTimeAsync(0));
  fireEvent.click(screen.getByRole('button', { name: pushLabels.enable }));
  await act(() => vi.advanceTimersByTimeAsync(pushLimits.workerReadyMs - 100));
  expect(screen.getByRole('button', { name: pushLabels.enabling })).toBeTruthy();
  await act(() => vi.advanceTimersByTimeAsync(200));
  vi.useRealTimers();
  await turnOnFailsWith(pushMessages.workerNotReady);
});

it('says the browser refused the subscription when subscribing fails', async () => {
  browser({
    subscribe: async () => {
      throw new DOMException('push service error', 'AbortError');
    },
  });
  await pressEnable();
  await turnOnFailsWith(pushMessages.subscribeFailed);
});

it('says the server could not record the device when it refuses, and drops the subscription', async () => {
  browser();
  apiMock.use(
    http.post(apiPaths.push.subscriptions, () => apiError(400, 'Layanan notifikasi ini tidak didukung.')),
  );
  await pressEnable();
  await turnOnFailsWith(pushMessages.serverRefused);
  expect(subscription.unsubscribe).toHaveBeenCalledOnce();
});

it('turns on when every step says yes', async () => {
  const registration = browser();
  apiMock.use(http.post(apiPaths.push.subscriptions, () => new HttpResponse(null, { status: 201 })));
  await pressEnable();
  expect(await screen.findByText(pushLabels.enabled)).toBeTruthy();
  expect(registration.pushManager.subscribe).toHaveBeenCalledOnce();
  expect(screen.queryByRole('alert')).toBeNull();
});
