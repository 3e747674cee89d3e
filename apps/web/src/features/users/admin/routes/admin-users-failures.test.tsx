// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { adminUserMessages } from '@sehat/core/admin/messages';
import type { AdminUserList } from '@sehat/core/admin/users/schemas';
import { commonMessages } from '@sehat/core/messages';
import { apiPaths } from '#web/config/paths';
import { apiError, apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { aUser, loggedInAs } from '#web/testing/users';

setUpScreenTests();

const admin = aUser({ id: 1, username: 'kepala', fullName: 'Kepala Admin', role: 'admin' });
const member = aUser();
const list = (users = [admin, member]): AdminUserList => ({ users, total: users.length, nextCursor: null });

it("failed loads, saves and deletes show the spec's messages; a load can be retried", async () => {
  let load: 'ok' | 'offline' | 'server' = 'ok';
  apiMock.use(
    ...loggedInAs(admin),
    http.get(apiPaths.adminUsers, () => {
      if (load === 'offline') return HttpResponse.error();
      if (load === 'server') return apiError(500, commonMessages.serverError, 'INTERNAL');
      return HttpResponse.json(list());
    }),
    http.get(apiPaths.adminMailStatus, () => HttpResponse.json({ configured: true, failing: 0 })),
    // Saving and deleting fail with the server's reason.
    http.all(`${apiPaths.adminUsers}/*`, () => apiError(500, commonMessages.serverError, 'INTERNAL')),
  );
  const { user } = renderApp('/admin/users');
  const table = await screen.findByRole('table', { name: adminUserMessages.tableCaption });
  await within(table).findByText(member.fullName);

  load = 'offline';
  await user.type(screen.getByLabelText(adminUserMessages.searchLabel), 'putus');
  await screen.findByText(adminUserMessages.connectionFailed, { exact: true });
  load = 'server';
  await user.click(screen.getByRole('button', { name: commonMessages.retry }));
  await screen.findByText(`${adminUserMessages.loadFailed}: ${commonMessages.serverError}`);
  load = 'ok';
  await user.clear(screen.getByLabelText(adminUserMessages.searchLabel));
  await screen.findByRole('button', { name: adminUserMessages.editUser(admin.fullName) });

  // Nothing changes when a save or a delete fails: the action's text and the server's reason.
  await user.click(screen.getByRole('button', { name: adminUserMessages.editUser(admin.fullName) }));
  await user.click(await screen.findByRole('button', { name: adminUserMessages.form.save }));
  await screen.findByText(`${adminUserMessages.updateFailed}: ${commonMessages.serverError}`);
  await user.click(screen.getByRole('button', { name: adminUserMessages.form.cancel }));
  const shown = await screen.findByRole('table', { name: adminUserMessages.tableCaption });
  await user.click(within(shown).getAllByRole('button', { name: /^Hapus / })[0]!);
  const confirm = await screen.findByRole('dialog', { name: adminUserMessages.deleteTitle });
  await user.click(within(confirm).getByRole('button', { name: adminUserMessages.deleteButton }));
  await screen.findByText(`${adminUserMessages.deleteFailed}: ${commonMessages.serverError}`);
  expect(screen.getAllByText(member.fullName).length).toBeGreaterThan(0);
});
