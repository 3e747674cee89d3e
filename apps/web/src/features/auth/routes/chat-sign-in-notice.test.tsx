// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { loginLabels, registerLabels } from '@sehat/core/auth/messages';
import { counsellorEntryLabels } from '@sehat/core/chat/messages';
import { paths, type ReturnTo } from '#web/config/paths';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';

setUpScreenTests();

it('"Daftar gratis" in the chat notice on the login page leads to registration with the same way back (issue 48 item 2)', async () => {
  const returnTo: ReturnTo = { path: paths.Checkins.getHref(), chat: true, share: 'phq9' };
  const { user, router } = renderApp(paths.Login.getHref(returnTo));
  const notice = await screen.findByRole('region', { name: counsellorEntryLabels.signInNoticeTitle });
  const register = within(notice).getByRole('link', { name: counsellorEntryLabels.signInNoticeRegister });
  const pageLink = screen.getByRole('link', { name: loginLabels.toRegister });
  expect(register.getAttribute('href')).toBe(pageLink.getAttribute('href'));
  expect(register.getAttribute('href')).toBe(paths.Register.getHref(returnTo));

  await user.click(register);
  await waitFor(() => {
    const { pathname, search } = router.state.location;
    expect(`${pathname}${search}`).toBe(paths.Register.getHref(returnTo));
  });
  await screen.findByRole('heading', { level: 1, name: registerLabels.title });
  // Registration shows the same notice, its "Daftar gratis" as text: it is the page already.
  const again = await screen.findByRole('region', { name: counsellorEntryLabels.signInNoticeTitle });
  expect(within(again).queryByRole('link')).toBeNull();
});
