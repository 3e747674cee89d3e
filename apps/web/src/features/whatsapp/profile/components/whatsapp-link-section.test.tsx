// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { defaultNotificationPreferences } from '@sehat/core/notification-preferences/schemas';
import type { ScoredScreeningCode } from '@sehat/core/screenings/instruments';
import type { User } from '@sehat/core/user/user-schema';
import { whatsappMessages } from '@sehat/core/whatsapp/messages';
import type { WhatsappLinkState } from '@sehat/core/whatsapp/schemas';
import { apiPaths } from '#web/config/paths';
import { apiError, apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { aUser, loggedInAs } from '#web/testing/users';

setUpScreenTests();

const m = whatsappMessages.profile;

/** The profile page of `member`, its WhatsApp card answering from `link` (which a test may change). */
const profileWith = (member: User, link: { state: WhatsappLinkState }) => [
  ...loggedInAs(member),
  http.get(apiPaths.profile, () => HttpResponse.json({ user: member })),
  http.get(apiPaths.selftest.submissions, () => HttpResponse.json({ items: [], nextCursor: null })),
  http.get(apiPaths.screenings.submissions(':code' as ScoredScreeningCode), () =>
    HttpResponse.json({ items: [], nextCursor: null }),
  ),
  http.get(apiPaths.notificationPreferences, () =>
    HttpResponse.json({ preferences: defaultNotificationPreferences }),
  ),
  http.get(apiPaths.profileWhatsapp, () => HttpResponse.json(link.state)),
];

const card = async () => within(await screen.findByRole('region', { name: m.title }));

it('gives a one-time code to send from WhatsApp and notices by itself when the number is linked', async () => {
  const link: { state: WhatsappLinkState } = { state: { enabled: true, linked: null } };
  apiMock.use(
    ...profileWith(aUser(), link),
    http.post(apiPaths.profileWhatsappLinkCode, () =>
      HttpResponse.json({ code: '482913', expiresAt: '2026-11-29T03:10:00.000Z' }, { status: 201 }),
    ),
  );
  const { user } = renderApp('/profile');
  const section = await card();
  expect(await section.findByText(m.notLinked)).toBeTruthy();
  await user.click(section.getByRole('button', { name: m.askCode }));
  expect(await section.findByText('482913')).toBeTruthy();
  expect(section.getByText(/Kirim pesan "KODE 482913"/)).toBeTruthy();

  link.state = { enabled: true, linked: { phone: '+62 ••••••• 7890', linkedAt: '2026-11-29T03:02:00.000Z' } };
  expect(
    await section.findByText(/Terhubung dengan nomor \+62 ••••••• 7890/, {}, { timeout: 8000 }),
  ).toBeTruthy();
  expect(section.queryByText('482913')).toBeNull();
}, 15_000);

it('shows the linked number masked and unlinks it', async () => {
  const link: { state: WhatsappLinkState } = {
    state: { enabled: true, linked: { phone: '+62 ••••••• 7890', linkedAt: '2026-11-29T03:02:00.000Z' } },
  };
  apiMock.use(
    ...profileWith(aUser(), link),
    http.delete(apiPaths.profileWhatsapp, () => {
      link.state = { enabled: true, linked: null };
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const { user } = renderApp('/profile');
  const section = await card();
  expect(await section.findByText(/Terhubung dengan nomor \+62 ••••••• 7890/)).toBeTruthy();
  await user.click(section.getByRole('button', { name: m.unlink }));
  expect(await section.findByText(m.unlinked)).toBeTruthy();
  expect(section.getByRole('button', { name: m.askCode })).toBeTruthy();
});

it("says the server's reason when no code may be given (too many asked)", async () => {
  const link: { state: WhatsappLinkState } = { state: { enabled: true, linked: null } };
  const refusal = whatsappMessages.link.tooManyCodes(1800);
  apiMock.use(
    ...profileWith(aUser(), link),
    http.post(apiPaths.profileWhatsappLinkCode, () => apiError(429, refusal, 'RATE_LIMITED')),
  );
  const { user } = renderApp('/profile');
  const section = await card();
  await user.click(await section.findByRole('button', { name: m.askCode }));
  expect((await section.findByRole('alert')).textContent).toContain(refusal);
});

it('says the channel is off, with nothing to press', async () => {
  const link: { state: WhatsappLinkState } = { state: { enabled: false, linked: null } };
  apiMock.use(...profileWith(aUser(), link));
  renderApp('/profile');
  const section = await card();
  expect(await section.findByText(m.off)).toBeTruthy();
  expect(section.queryByRole('button')).toBeNull();
});
