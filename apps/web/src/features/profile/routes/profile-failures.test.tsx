// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { commonMessages } from '@sehat/core/messages';
import { defaultNotificationPreferences } from '@sehat/core/notification-preferences/schemas';
import type { ScoredScreeningCode } from '@sehat/core/screenings/instruments';
import type { ScreeningHistory } from '@sehat/core/screenings/schemas';
import type { HistoryResponse } from '@sehat/core/selftest/schemas';
import { profileLabels, profileMessages } from '@sehat/core/profile/messages';
import { apiPaths } from '#web/config/paths';
import { apiError, apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { aUser, loggedInAs } from '#web/testing/users';
import { whatsappUnlinked } from '#web/testing/whatsapp';

setUpScreenTests();

it('the profile says when it cannot be loaded, and when a save failed and why (spec §8, ADR 68)', async () => {
  const member = aUser();
  let loadFails = true;
  apiMock.use(
    ...loggedInAs(member),
    http.get(apiPaths.profile, () => (loadFails ? apiError(400) : HttpResponse.json({ user: member }))),
    http.patch(apiPaths.profile, () => HttpResponse.error()),
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
  );
  const { user } = renderApp('/profile');
  await screen.findByText(profileMessages.loadFailed);
  loadFails = false;
  await user.click(screen.getByRole('button', { name: commonMessages.retry }));
  await screen.findByRole('heading', { level: 1, name: profileLabels.title });

  await user.click(await screen.findByRole('button', { name: profileLabels.edit }));
  const fullName = screen.getByLabelText(profileLabels.fullName);
  await user.clear(fullName);
  await user.type(fullName, 'Nama yang tidak tersimpan');
  await user.click(screen.getByRole('button', { name: profileLabels.save }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: commonMessages.yes }),
  );
  await waitFor(() =>
    expect(screen.getByRole('alert').textContent).toBe(
      `${profileMessages.saveFailed} ${commonMessages.network}`,
    ),
  );
  expect(screen.getByLabelText(profileLabels.fullName)).toHaveProperty('value', 'Nama yang tidak tersimpan');
});
