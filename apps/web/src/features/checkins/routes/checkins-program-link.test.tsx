// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { CheckinList } from '@sehat/core/checkins/schemas';
import { programLabels } from '@sehat/core/programs/messages';
import { apiPaths, paths } from '#web/config/paths';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { aUser, loggedInAs } from '#web/testing/users';

setUpScreenTests();

it('links a member to the self-help programme below their check-ins', async () => {
  apiMock.use(
    ...loggedInAs(aUser()),
    http.get(apiPaths.checkins, () => HttpResponse.json<CheckinList>({ checkins: [] })),
  );
  renderApp(paths.Checkins.getHref());
  const link = await screen.findByRole('link', { name: programLabels.crossLink });
  expect(link.getAttribute('href')).toBe('/program/aktivasi-perilaku');
});

it('links a visitor to it too: reading the programme needs no account', async () => {
  renderApp(paths.Checkins.getHref());
  const link = await screen.findByRole('link', { name: programLabels.crossLink });
  expect(link.getAttribute('href')).toBe('/program/aktivasi-perilaku');
});
