// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { authMessages, loginLabels, registerLabels } from '@sehat/core/auth/messages';
import { privacyMessages } from '@sehat/core/privacy/messages';
import { apiPaths } from '#web/config/paths';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';

// Moved from e2e/scroll-focus-and-forms.spec.ts (ADR 248): which field holds an error, and
// where focus goes, is the form's own; the server's 409 for a taken username is its own test.

setUpScreenTests();

const field = (label: string) => screen.getByLabelText(label, { exact: true });
/** The text of the elements that describe `element` (aria-describedby), as a screen reader reads it. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function fillRegisterForm(user: UserEvent, username: string, confirmPassword: string) {
  await user.type(await screen.findByLabelText(registerLabels.username, { exact: true }), username);
  await user.type(field(registerLabels.fullName), 'Sari Dewi');
  await user.type(field(registerLabels.email), 'sari@contoh.id');
  await user.type(field(registerLabels.password), 'rahasia123');
  await user.type(field(registerLabels.confirmPassword), confirmPassword);
  await user.click(screen.getByLabelText(privacyMessages.consentLabel));
  await user.click(screen.getByLabelText(privacyMessages.adultLabel));
  await user.click(screen.getByRole('button', { name: registerLabels.submit }));
}

it('a login error is tied to its field, and focus goes to it', async () => {
  const { user } = renderApp('/login');
  await user.type(await screen.findByLabelText(loginLabels.password, { exact: true }), 'rahasia');
  await user.click(screen.getByRole('button', { name: loginLabels.submit }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe(authMessages.loginRequired);
  const login = field(loginLabels.username);
  await waitFor(() => expect(document.activeElement).toBe(login));
  expect(login.getAttribute('aria-invalid')).toBe('true');
  expect(login.getAttribute('aria-describedby')).toBe(alert.id);
  expect(field(loginLabels.password).hasAttribute('aria-invalid')).toBe(false);
});

it('registration focuses a confirmation that does not match', async () => {
  const { user } = renderApp('/register');
  await fillRegisterForm(user, 'sari', 'bukan-sandi-yang-sama');
  expect((await screen.findByRole('alert')).textContent).toBe(authMessages.passwordMismatch);
  const confirm = field(registerLabels.confirmPassword);
  await waitFor(() => expect(document.activeElement).toBe(confirm));
  expect(confirm.getAttribute('aria-invalid')).toBe('true');
});

it('a field the server refuses carries its own message, and focus goes to it', async () => {
  apiMock.use(
    http.post(apiPaths.auth.register, () =>
      HttpResponse.json(
        {
          error: {
            code: 'USERNAME_TAKEN',
            message: authMessages.usernameTaken,
            fields: { username: authMessages.usernameTaken },
          },
        },
        { status: 409 },
      ),
    ),
  );
  const { user } = renderApp('/register');
  await fillRegisterForm(user, 'sudahada', 'rahasia123');
  const username = field(registerLabels.username);
  await waitFor(() => expect(document.activeElement).toBe(username));
  expect(username.getAttribute('aria-invalid')).toBe('true');
  expect(descriptionOf(username)).toContain(authMessages.usernameTaken);
});
