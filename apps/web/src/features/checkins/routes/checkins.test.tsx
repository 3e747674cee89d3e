// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { emailVerificationLabels } from '@sehat/core/auth/recovery-messages';
import { checkinLabels } from '@sehat/core/checkins/messages';
import type { CheckinList } from '@sehat/core/checkins/schemas';
import { defaultNotificationPreferences } from '@sehat/core/notification-preferences/schemas';
import type { ScoredScreeningCode } from '@sehat/core/screenings/instruments';
import type { ScreeningHistory } from '@sehat/core/screenings/schemas';
import type { HistoryResponse } from '@sehat/core/selftest/schemas';
import { apiPaths, paths, profileSections } from '#web/config/paths';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { aUser, loggedInAs } from '#web/testing/users';
import { whatsappUnlinked } from '#web/testing/whatsapp';

setUpScreenTests();

const noCheckins = http.get(apiPaths.checkins, () => HttpResponse.json<CheckinList>({ checkins: [] }));

it('with an unverified address, the check-in offer says e-mails wait for verification and where to verify (issue 48 item 5)', async () => {
  const member = aUser({ emailVerified: false });
  apiMock.use(
    ...loggedInAs(member),
    noCheckins,
    whatsappUnlinked,
    http.get(apiPaths.profile, () => HttpResponse.json({ user: member })),
    http.get(apiPaths.selftest.submissions, () =>
      HttpResponse.json<HistoryResponse>({ items: [], nextCursor: null }),
    ),
    http.get(apiPaths.screenings.submissions(':code' as ScoredScreeningCode), () =>
      HttpResponse.json<ScreeningHistory>({ items: [], nextCursor: null }),
    ),
    http.get(apiPaths.notificationPreferences, () =>
      HttpResponse.json({ preferences: defaultNotificationPreferences }),
    ),
  );
  const { user, router } = renderApp(paths.Checkins.getHref());
  const offer = await screen.findByRole('region', { name: checkinLabels.offerTitle });
  within(offer).getByText(checkinLabels.emailUnverified, { exact: false });
  const verify = within(offer).getByRole('link', { name: checkinLabels.emailUnverifiedLink });
  expect(verify.getAttribute('href')).toBe(paths.Profile.getHref(profileSections.verifyEmail));

  await user.click(verify);
  const banner = await screen.findByRole('region', { name: emailVerificationLabels.bannerTitle });
  expect(router.state.location.hash).toBe(`#${profileSections.verifyEmail}`);
  expect(banner.id).toBe(profileSections.verifyEmail);
});

it('the schedule of an unverified person says it too', async () => {
  const upcoming = { id: 3, dueAt: '2026-12-01T09:00:00.000Z', sentAt: null, answeredAt: null, answer: null };
  apiMock.use(
    ...loggedInAs(aUser({ emailVerified: false })),
    http.get(apiPaths.checkins, () => HttpResponse.json<CheckinList>({ checkins: [upcoming] })),
  );
  renderApp(paths.Checkins.getHref());
  const schedule = await screen.findByRole('region', { name: checkinLabels.scheduledTitle });
  within(schedule).getByRole('link', { name: checkinLabels.emailUnverifiedLink });
});

it('with a verified address, the offer says nothing about e-mail', async () => {
  apiMock.use(...loggedInAs(aUser({ emailVerified: true })), noCheckins);
  renderApp(paths.Checkins.getHref());
  const offer = await screen.findByRole('region', { name: checkinLabels.offerTitle });
  within(offer).getByRole('button', { name: checkinLabels.offerAccept });
  expect(within(offer).queryByText(checkinLabels.emailUnverified, { exact: false })).toBeNull();
});
