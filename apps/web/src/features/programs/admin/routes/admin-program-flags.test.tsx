// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { adminProgramLabels, programFlagLabels } from '@sehat/core/programs/messages';
import type { ProgramFlagList } from '@sehat/core/programs/schemas';
import { apiPaths } from '#web/config/paths';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { aUser, loggedInAs } from '#web/testing/users';

setUpScreenTests();

const flags: ProgramFlagList = {
  items: [
    {
      user: { id: 21, username: 'budi' },
      code: 'aktivasi-perilaku',
      reason: 'crisis',
      at: '2026-11-20T03:00:00.000Z',
    },
    {
      user: { id: 22, username: 'wati' },
      code: 'aktivasi-perilaku',
      reason: 'notOnTrack',
      at: '2026-11-19T03:00:00.000Z',
    },
  ],
};

it('shows a counsellor each flagged participant, why, and the way to their chat', async () => {
  apiMock.use(
    ...loggedInAs(aUser({ id: 3, role: 'counsellor' })),
    http.get(apiPaths.programs.adminFlags, () => HttpResponse.json(flags)),
  );
  renderApp('/admin/program-bantu-diri');
  const table = await screen.findByRole('table', { name: adminProgramLabels.caption });
  const [, first, second] = within(table).getAllByRole('row');
  expect(first!.textContent).toContain(programFlagLabels.crisis);
  expect(second!.textContent).toContain(programFlagLabels.notOnTrack);
  expect(
    within(first!)
      .getByRole('link', { name: adminProgramLabels.openChat('budi') })
      .getAttribute('href'),
  ).toBe('/admin/chat?user=21');
});

it('says so when nobody is flagged', async () => {
  apiMock.use(
    ...loggedInAs(aUser({ id: 3, role: 'counsellor' })),
    http.get(apiPaths.programs.adminFlags, () => HttpResponse.json({ items: [] })),
  );
  renderApp('/admin/program-bantu-diri');
  expect(await screen.findByText(adminProgramLabels.empty)).toBeTruthy();
});
