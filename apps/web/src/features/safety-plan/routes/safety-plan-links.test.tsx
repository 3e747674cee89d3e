// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { programLabels } from '@sehat/core/programs/messages';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';

setUpScreenTests();

it('links to the self-help programme beside the check-ins offer', async () => {
  renderApp('/rencana-keamanan');
  const link = await screen.findByRole('link', { name: programLabels.crossLink });
  expect(link.getAttribute('href')).toBe('/program/aktivasi-perilaku');
});
