// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { whatsappMessages } from '@sehat/core/whatsapp/messages';
import type { WhatsappSettings } from '@sehat/core/whatsapp/schemas';
import { whatsappRequiredEnv } from '@sehat/core/whatsapp/settings';
import { apiPaths } from '#web/config/paths';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { aUser, loggedInAs } from '#web/testing/users';

setUpScreenTests();

const m = whatsappMessages.admin;
const admin = aUser({ id: 1, username: 'kepala', fullName: 'Kepala Admin', role: 'admin' });
const settings = (change: Partial<WhatsappSettings>): WhatsappSettings => ({
  enabled: false,
  webhookUrl: 'https://sehatjiwa.id/api/channels/whatsapp/webhook',
  required: [...whatsappRequiredEnv],
  followupTemplate: null,
  ...change,
});

const cardOnServiceHours = async (answer: WhatsappSettings) => {
  apiMock.use(
    ...loggedInAs(admin),
    http.get(apiPaths.adminWhatsapp, () => HttpResponse.json(answer)),
  );
  renderApp('/admin/chat/jam-layanan');
  return within(await screen.findByRole('region', { name: m.title }));
};

it('explains on the service-hours screen that WhatsApp is off, which four variables to set and the webhook address', async () => {
  const card = await cardOnServiceHours(settings({}));
  expect(await card.findByText(m.off)).toBeTruthy();
  for (const name of whatsappRequiredEnv) expect(card.getByText(name)).toBeTruthy();
  expect(card.getByText('https://sehatjiwa.id/api/channels/whatsapp/webhook')).toBeTruthy();
  expect(card.getByText(m.template(null))).toBeTruthy();
});

it('says when it is on, with the follow-up template that goes after 24 hours', async () => {
  const card = await cardOnServiceHours(settings({ enabled: true, followupTemplate: 'sehat_jiwa_lanjutan' }));
  expect(await card.findByText(m.on)).toBeTruthy();
  expect(card.getByText(m.template('sehat_jiwa_lanjutan'))).toBeTruthy();
});
