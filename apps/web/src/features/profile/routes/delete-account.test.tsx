// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, it, vi } from 'vitest';
import { defaultNotificationPreferences } from '@sehat/core/notification-preferences/schemas';
import { privacyMessages } from '@sehat/core/privacy/messages';
import type { ScoredScreeningCode } from '@sehat/core/screenings/instruments';
import type { ScreeningHistory } from '@sehat/core/screenings/schemas';
import type { HistoryResponse } from '@sehat/core/selftest/schemas';
import { apiPaths, paths } from '#web/config/paths';
import { accountPlanCopyKey } from '#web/lib/offline/account-plan-key';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { aUser, loggedInAs } from '#web/testing/users';
import { whatsappUnlinked } from '#web/testing/whatsapp';

setUpScreenTests();
afterEach(() => vi.restoreAllMocks());

it('deleting the account leaves nothing of the person on this device (issue 48 item 1)', async () => {
  const member = aUser();
  const deleted = vi.fn();
  apiMock.use(
    ...loggedInAs(member),
    http.get(apiPaths.profile, () => HttpResponse.json({ user: member })),
    http.delete(apiPaths.profile, () => {
      deleted();
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(apiPaths.selftest.submissions, () =>
      HttpResponse.json<HistoryResponse>({ items: [], nextCursor: null }),
    ),
    http.get(apiPaths.screenings.submissions(':code' as ScoredScreeningCode), () =>
      HttpResponse.json<ScreeningHistory>({ items: [], nextCursor: null }),
    ),
    whatsappUnlinked,
    http.get(apiPaths.notificationPreferences, () =>
      HttpResponse.json({ preferences: defaultNotificationPreferences }),
    ),
    // The plan's deletion waiting on the device is sent at start, before the account goes.
    http.delete(apiPaths.safetyPlan, () => new HttpResponse(null, { status: 204 })),
  );
  const plan = { userId: member.id, plan: null, waiting: true };
  localStorage.setItem(accountPlanCopyKey, JSON.stringify(plan));
  localStorage.setItem('offlineSubmissions', JSON.stringify([{ clientId: 'x' }]));
  const leave = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);

  const { user } = renderApp('/profile');
  await user.type(await screen.findByLabelText(privacyMessages.deletePassword), 'rahasia123');
  await user.click(screen.getByRole('button', { name: privacyMessages.deleteButton }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: privacyMessages.deleteConfirm }),
  );

  await waitFor(() => expect(leave).toHaveBeenCalledWith(paths.AccountDeleted.getHref()));
  expect(deleted).toHaveBeenCalledOnce();
  expect(localStorage.getItem(accountPlanCopyKey)).toBeNull();
  expect(localStorage.getItem('offlineSubmissions')).toBeNull();
  expect(localStorage.getItem('user')).toBeNull();
});
