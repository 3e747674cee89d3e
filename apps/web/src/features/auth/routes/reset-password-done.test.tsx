// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { resetPasswordLabels } from '@sehat/core/auth/recovery-messages';
import { tokenParam } from '@sehat/core/auth/recovery';
import { apiPaths, paths } from '#web/config/paths';
import { guestSession } from '#web/lib/auth/session';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { aUser, loggedInAs } from '#web/testing/users';

setUpScreenTests();

it('a reset password is confirmed where Save was pressed, with focus there, and the person goes on when ready', async () => {
  const member = aUser();
  let loggedIn = false;
  apiMock.use(
    ...loggedInAs(member),
    http.get(apiPaths.auth.session, () =>
      HttpResponse.json(loggedIn ? { ...guestSession, user: member } : guestSession),
    ),
    http.post(apiPaths.auth.passwordResetConfirm, () => {
      loggedIn = true;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const href = `${paths.ResetPassword.getHref()}?${tokenParam}=token-sekali-pakai`;
  window.history.replaceState(null, '', href);
  const { user, router } = renderApp(href);
  await user.type(await screen.findByLabelText(resetPasswordLabels.password), 'KataSandiBaru#2026');
  await user.type(screen.getByLabelText(resetPasswordLabels.confirm), 'KataSandiBaru#2026');
  const region = screen.getAllByRole('status').find((status) => status.tabIndex === -1)!;
  expect(region.textContent).toBe('');
  await user.click(screen.getByRole('button', { name: resetPasswordLabels.submit }));

  await waitFor(() => expect(region.textContent).toBe(resetPasswordLabels.done));
  expect(document.activeElement).toBe(region);
  expect(router.state.location.pathname).toBe(paths.ResetPassword.getHref());
  expect(screen.queryByLabelText(resetPasswordLabels.password)).toBeNull();

  await user.click(screen.getByRole('button', { name: resetPasswordLabels.continue }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
});

it('when the reset did not log the person in, the confirmation says to log in with the new password', async () => {
  apiMock.use(http.post(apiPaths.auth.passwordResetConfirm, () => new HttpResponse(null, { status: 204 })));
  const href = `${paths.ResetPassword.getHref()}?${tokenParam}=token-sekali-pakai`;
  window.history.replaceState(null, '', href);
  const { user } = renderApp(href);
  await user.type(await screen.findByLabelText(resetPasswordLabels.password), 'KataSandiBaru#2026');
  await user.type(screen.getByLabelText(resetPasswordLabels.confirm), 'KataSandiBaru#2026');
  await user.click(screen.getByRole('button', { name: resetPasswordLabels.submit }));

  const done = await screen.findByText(resetPasswordLabels.doneLogIn);
  expect(document.activeElement).toBe(done.closest('[role="status"]'));
  // Right after the confirmation, not only the header's Masuk.
  const next = done.closest('[role="status"]')!.nextElementSibling!;
  expect(next.textContent).toBe(resetPasswordLabels.logIn);
  expect(next.getAttribute('href')).toBe(paths.Login.getHref());
});
