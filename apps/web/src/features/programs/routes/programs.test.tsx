// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { outcomeLabels } from '@sehat/core/outcomes/messages';
import { aktivasiPerilaku } from '@sehat/core/programs/aktivasi-perilaku';
import { programLabels } from '@sehat/core/programs/messages';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';

setUpScreenTests();

it('lists the programme with its sessions and minutes, and links to the published outcomes', async () => {
  renderApp('/program');
  expect(await screen.findByRole('heading', { level: 2, name: aktivasiPerilaku.title })).toBeTruthy();
  expect(
    screen.getByText(`${programLabels.sessionsCount(6)} · ${programLabels.minutesTotal(105)}`),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: programLabels.open }).getAttribute('href')).toBe(
    '/program/aktivasi-perilaku',
  );
  expect(screen.getByRole('link', { name: outcomeLabels.link }).getAttribute('href')).toBe('/hasil-layanan');
});
