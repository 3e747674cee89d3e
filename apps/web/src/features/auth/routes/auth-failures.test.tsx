// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { loginLabels, registerLabels } from '@sehat/core/auth/messages';
import { commonMessages } from '@sehat/core/messages';
import { privacyMessages } from '@sehat/core/privacy/messages';
import { apiPaths } from '#web/config/paths';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';

setUpScreenTests();

it('login says so when the server cannot be reached (spec §8)', async () => {
  apiMock.use(http.post(apiPaths.auth.login, () => HttpResponse.error()));
  const { user } = renderApp('/login');
  await user.type(await screen.findByLabelText(loginLabels.username, { exact: true }), 'siapa');
  await user.type(screen.getByLabelText(loginLabels.password, { exact: true }), 'rahasia123');
  await user.click(screen.getByRole('button', { name: loginLabels.submit }));
  expect((await screen.findByRole('alert')).textContent).toBe(commonMessages.network);
});

it('registration says so when the server cannot be reached, and stays on the form (spec §8)', async () => {
  apiMock.use(http.post(apiPaths.auth.register, () => HttpResponse.error()));
  const { user, router } = renderApp('/register');
  const field = async (label: string, value: string) =>
    user.type(await screen.findByLabelText(label, { exact: true }), value);
  await field(registerLabels.username, 'sari');
  await field(registerLabels.fullName, 'Sari Dewi');
  await field(registerLabels.email, 'sari@contoh.id');
  await field(registerLabels.password, 'rahasia123');
  await field(registerLabels.confirmPassword, 'rahasia123');
  await user.click(screen.getByLabelText(privacyMessages.consentLabel));
  await user.click(screen.getByLabelText(privacyMessages.adultLabel));
  await user.click(screen.getByRole('button', { name: registerLabels.submit }));
  expect((await screen.findByRole('alert')).textContent).toBe(commonMessages.network);
  expect(router.state.location.pathname).toBe('/register');
});
