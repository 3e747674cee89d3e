// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { quickExitLabels } from '@sehat/core/quick-exit/messages';
import { quickExit } from '#web/components/quick-exit/quick-exit';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { aUser, loggedInAs } from '#web/testing/users';
import { apiMock } from '#web/testing/api-mock';
import { whatsappOff } from '#web/testing/whatsapp';

// Leaving would navigate the test's document away; here it is only counted.
vi.mock('#web/components/quick-exit/quick-exit', async (original) => ({
  ...(await original<typeof import('#web/components/quick-exit/quick-exit')>()),
  quickExit: vi.fn(),
}));

setUpScreenTests();

const exitButtons = () => screen.queryAllByRole('button', { name: new RegExp(`^${quickExitLabels.button}`) });

// Pages that lacked the quick exit and pages that offered it: the site layout gives it to all.
for (const path of ['/', '/tes-diri/phq-9', '/bantuan', '/rencana-keamanan']) {
  it(`${path}: Keluar cepat is in the header, and Escape three times leaves`, async () => {
    vi.mocked(quickExit).mockClear();
    const { user } = renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    expect(exitButtons()).toHaveLength(1);
    await user.click(exitButtons()[0]!);
    expect(quickExit).toHaveBeenCalledTimes(1);

    await user.keyboard('{Escape}{Escape}');
    expect(quickExit).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(quickExit).toHaveBeenCalledTimes(2);
  });
}

it('the admin area has neither the button nor the Escape shortcut: counsellors work there', async () => {
  vi.mocked(quickExit).mockClear();
  apiMock.use(...loggedInAs(aUser({ id: 1, username: 'kepala', role: 'admin' })), whatsappOff);
  const { user } = renderApp('/admin/chat/jam-layanan');
  await screen.findByRole('heading', { level: 1 });
  await user.keyboard('{Escape}{Escape}{Escape}{Escape}');
  expect(exitButtons()).toHaveLength(0);
  expect(quickExit).not.toHaveBeenCalled();
});
