// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { changePasswordLabels, passwordMessages } from '@sehat/core/auth/messages';
import { commonMessages } from '@sehat/core/messages';
import { defaultNotificationPreferences } from '@sehat/core/notification-preferences/schemas';
import { profileLabels, profileMessages } from '@sehat/core/profile/messages';
import type { ScoredScreeningCode } from '@sehat/core/screenings/instruments';
import { timings } from '@sehat/core/timings';
import type { User } from '@sehat/core/user/user-schema';
import { apiPaths } from '#web/config/paths';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { aUser, loggedInAs } from '#web/testing/users';
import { whatsappUnlinked } from '#web/testing/whatsapp';

setUpScreenTests();

/** What the profile page reads for `member`: the profile, no results yet, the default preferences. */
const profilePage = (member: User) => [
  ...loggedInAs(member),
  http.get(apiPaths.profile, () => HttpResponse.json({ user: member })),
  http.get(apiPaths.selftest.submissions, () => HttpResponse.json({ items: [], nextCursor: null })),
  http.get(apiPaths.screenings.submissions(':code' as ScoredScreeningCode), () =>
    HttpResponse.json({ items: [], nextCursor: null }),
  ),
  whatsappUnlinked,
  http.get(apiPaths.notificationPreferences, () =>
    HttpResponse.json({ preferences: defaultNotificationPreferences }),
  ),
];

it('a saved profile says so above the card, with no dialog to dismiss (ADR 202)', async () => {
  const member = aUser();
  apiMock.use(
    ...profilePage(member),
    http.patch(apiPaths.profile, () => HttpResponse.json({ user: { ...member, fullName: 'Nama Baru' } })),
  );
  const { user } = renderApp('/profile');
  await user.click(await screen.findByRole('button', { name: profileLabels.edit }));
  await user.click(screen.getByRole('button', { name: profileLabels.save }));
  // The spec asks before saving (§4), so the question stays.
  const ask = await screen.findByRole('dialog');
  expect(ask.textContent).toContain(profileMessages.saveConfirm);
  await user.click(within(ask).getByRole('button', { name: commonMessages.yes }));

  const saved = await screen.findByText(profileMessages.saveSuccess);
  expect(saved.closest('[role="status"]')).not.toBeNull();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement?.textContent).toContain(profileLabels.edit);
});

it('a changed password leaves its fields empty, and leads back to Profile after 1.5 s (spec §5)', async () => {
  apiMock.use(
    ...profilePage(aUser()),
    http.put(apiPaths.auth.password, () => new HttpResponse(null, { status: 204 })),
  );
  const { router, user } = renderApp('/ubah-kata-sandi');
  const l = changePasswordLabels;
  await user.type(await screen.findByLabelText(l.current), 'kataSandiLama1');
  await user.type(screen.getByLabelText(l.next), 'kataSandiBaru9');
  await user.type(screen.getByLabelText(l.confirm), 'kataSandiBaru9');
  await user.click(screen.getByRole('button', { name: l.submit }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: commonMessages.yes }),
  );

  await screen.findByText(passwordMessages.success);
  const succeededAt = Date.now();
  for (const label of [l.current, l.next, l.confirm]) {
    expect(screen.getByLabelText(label)).toHaveProperty('value', '');
  }
  expect(router.state.location.pathname).toBe('/ubah-kata-sandi');
  await waitFor(() => expect(router.state.location.pathname).toBe('/profile'), { timeout: 5_000 });
  // The timer started just before the success text showed: allow the render's few milliseconds.
  expect(Date.now() - succeededAt).toBeGreaterThanOrEqual(timings.redirectAfterSuccessMs - 100);
});
