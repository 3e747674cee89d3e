// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { landingLabels } from '@sehat/core/landing/messages';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { aUser, loggedInAs } from '#web/testing/users';

setUpScreenTests();

const heroOf = async () => within(await screen.findByRole('region', { name: landingLabels.heroTitle }));

it('the hero’s MULAI leads a visitor to the test, with DAFTAR and MASUK beside it', async () => {
  renderApp('/');
  const hero = await heroOf();
  expect(hero.getByRole('link', { name: landingLabels.register })).toBeTruthy();
  expect(hero.getByRole('link', { name: landingLabels.login })).toBeTruthy();
  expect(hero.getByRole('link', { name: landingLabels.start }).getAttribute('href')).toBe('/tes-diri');
});

it('a logged-in member gets the same MULAI (spec §2 Landing), without DAFTAR and MASUK', async () => {
  apiMock.use(...loggedInAs(aUser()));
  renderApp('/');
  const hero = await heroOf();
  await waitFor(() => expect(hero.queryByRole('link', { name: landingLabels.login })).toBeNull());
  expect(hero.queryByRole('link', { name: landingLabels.register })).toBeNull();
  expect(hero.getByRole('link', { name: landingLabels.start }).getAttribute('href')).toBe('/tes-diri');
});
