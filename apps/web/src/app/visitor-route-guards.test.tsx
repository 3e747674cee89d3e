// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { loginLabels } from '@sehat/core/auth/messages';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';

setUpScreenTests();

// A visitor (the mocked session has no user) on a page that needs an account is sent to the
// login, which brings them back afterwards; an unknown or bare admin address to the plain login.
// In the browser, through the real server: route-guards.spec.ts.
const cases = [
  ['/admin/users', '/login?next=%2Fadmin%2Fusers'],
  ['/admin/chat', '/login?next=%2Fadmin%2Fchat'],
  ['/admin/tidak-ada', '/login'],
  ['/admin', '/login'],
  ['/profile', '/login?next=%2Fprofile'],
  ['/ubah-kata-sandi', '/login?next=%2Fubah-kata-sandi'],
] as const;

for (const [path, login] of cases) {
  it(`a visitor is sent from ${path} to ${login}`, async () => {
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe(login));
    await screen.findByRole('button', { name: loginLabels.submit });
  });
}
