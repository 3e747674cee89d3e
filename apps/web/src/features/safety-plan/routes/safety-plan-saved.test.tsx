// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { safetyPlanLabels, safetyPlanSteps } from '@sehat/core/safety-plan/messages';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';

setUpScreenTests();

it('a saved plan says so in a live region that was already there, and focus moves to it', async () => {
  const { user } = renderApp('/rencana-keamanan');
  await user.type(
    await screen.findByRole('textbox', { name: safetyPlanSteps.warningSigns.question }),
    'Sulit tidur berhari-hari',
  );
  const region = screen
    .getAllByRole('status')
    .find((status) => status.textContent === '' && status.tabIndex === -1);
  expect(region).toBeDefined();
  await user.click(screen.getByRole('button', { name: safetyPlanLabels.save }));

  const done = await screen.findByText(safetyPlanLabels.saved);
  const live = done.closest('[role="status"]');
  expect(live).toBe(region);
  expect(document.activeElement).toBe(live);
  expect(screen.getByText('Sulit tidur berhari-hari')).toBeTruthy();
});
