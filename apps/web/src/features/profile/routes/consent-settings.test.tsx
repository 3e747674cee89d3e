// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { consentMessages } from '@sehat/core/privacy/consent-messages';
import type { ConsentStatus } from '@sehat/core/privacy/export-schema';
import { privacyMessages } from '@sehat/core/privacy/messages';
import { privacyPolicyVersion } from '@sehat/core/privacy/schemas';
import { formatDate } from '@sehat/core/time/format';
import { apiPaths } from '#web/config/paths';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { aUser, loggedInAs } from '#web/testing/users';

setUpScreenTests();

const givenAt = '2026-11-24T03:00:00.000Z';
const statusWith = (consent: Partial<ConsentStatus['consent']>, needed = false): ConsentStatus => ({
  consent: {
    givenAt,
    policyVersion: privacyPolicyVersion,
    statistics: true,
    statisticsChangedAt: givenAt,
    ...consent,
  },
  currentPolicyVersion: privacyPolicyVersion,
  needed,
});

it('shows what was agreed and when, withdraws statistics inline, and leads the health consent to deletion', async () => {
  let status = statusWith({});
  const sent: unknown[] = [];
  apiMock.use(
    ...loggedInAs(aUser()),
    http.get(apiPaths.profileConsent, () => HttpResponse.json(status)),
    http.put(apiPaths.profileStatisticsConsent, async ({ request }) => {
      const body = (await request.json()) as { statistics: boolean };
      sent.push(body);
      status = statusWith({ statistics: body.statistics, statisticsChangedAt: '2026-11-27T03:00:00.000Z' });
      return HttpResponse.json(status);
    }),
  );
  const { user } = renderApp('/profile/persetujuan');
  await screen.findByText(consentMessages.healthGiven(privacyPolicyVersion, formatDate(givenAt)));
  expect(screen.getByText(privacyMessages.consentLabel)).toBeTruthy();
  expect(screen.getByText(consentMessages.statisticsOn)).toBeTruthy();

  await user.click(screen.getByRole('button', { name: consentMessages.statisticsWithdraw }));
  const saved = await screen.findByRole('status');
  expect(saved.textContent).toBe(consentMessages.statisticsWithdrawn);
  expect(sent).toEqual([{ statistics: false }]);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByText(consentMessages.statisticsOff)).toBeTruthy();
  expect(screen.getByRole('button', { name: consentMessages.statisticsGive })).toBeTruthy();

  const withdraw = screen.getByRole('link', { name: consentMessages.withdrawHealthLink });
  expect(withdraw.getAttribute('href')).toBe('/profile#hapus-akun');
});

it('/persetujuan tells someone who already agreed so, and never shows them the boxes', async () => {
  apiMock.use(
    ...loggedInAs(aUser()),
    http.get(apiPaths.profileConsent, () => HttpResponse.json(statusWith({}))),
  );
  renderApp('/persetujuan');
  await screen.findByText(consentMessages.alreadyGiven(privacyPolicyVersion, formatDate(givenAt)));
  expect(screen.queryByRole('checkbox')).toBeNull();
  expect(screen.getByRole('link', { name: consentMessages.toSettings }).getAttribute('href')).toBe(
    '/profile/persetujuan',
  );
});

it('/persetujuan names the version agreed to, the new one and what changed, keeping the statistics choice', async () => {
  const old = statusWith({ policyVersion: '2000-01-01', statistics: true }, true);
  apiMock.use(
    ...loggedInAs(aUser(), { consentNeeded: true }),
    http.get(apiPaths.profileConsent, () => HttpResponse.json(old)),
  );
  renderApp('/persetujuan');
  await screen.findByText(
    consentMessages.reconsentUpdated(privacyPolicyVersion, '2000-01-01', formatDate(givenAt)),
  );
  const changes = screen.getByRole('region', { name: consentMessages.changesTitle(privacyPolicyVersion) });
  expect(within(changes).getAllByRole('listitem').length).toBeGreaterThan(0);
  expect(screen.getByRole('checkbox', { name: privacyMessages.consentLabel })).toHaveProperty(
    'checked',
    false,
  );
  expect(screen.getByRole('checkbox', { name: privacyMessages.adultLabel })).toHaveProperty('checked', false);
  expect(screen.getByRole('checkbox', { name: privacyMessages.statisticsLabel })).toHaveProperty(
    'checked',
    true,
  );
});

it('/persetujuan asks an account that never agreed, without claiming a policy changed', async () => {
  apiMock.use(
    ...loggedInAs(aUser(), { consentNeeded: true }),
    http.get(apiPaths.profileConsent, () =>
      HttpResponse.json(statusWith({ givenAt: null, policyVersion: null, statistics: false }, true)),
    ),
  );
  renderApp('/persetujuan');
  await screen.findByText(consentMessages.reconsentNeverGiven);
  expect(screen.getByRole('checkbox', { name: privacyMessages.statisticsLabel })).toHaveProperty(
    'checked',
    false,
  );
});
