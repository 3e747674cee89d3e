// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { adminUserMessages } from '@sehat/core/admin/messages';
import type { AdminUserList } from '@sehat/core/admin/users/schemas';
import type { User } from '@sehat/core/user/user-schema';
import { apiPaths } from '#web/config/paths';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { aUser, loggedInAs } from '#web/testing/users';

setUpScreenTests();

const admin = aUser({ id: 1, username: 'kepala', fullName: 'Kepala Admin', role: 'admin' });
const counsellor = aUser({
  id: 2,
  username: 'kirana',
  fullName: 'Kirana',
  email: 'k@contoh.id',
  role: 'counsellor',
});
const member = aUser();

it("shows each user's role by its Indonesian name and lets an admin change it in the form's select", async () => {
  let people: User[] = [admin, counsellor, member];
  const sent: unknown[] = [];
  apiMock.use(
    ...loggedInAs(admin),
    http.get(apiPaths.adminUsers, () =>
      HttpResponse.json({ users: people, total: people.length, nextCursor: null } satisfies AdminUserList),
    ),
    http.get(apiPaths.adminMailStatus, () => HttpResponse.json({ configured: true, failing: 0 })),
    http.put(`${apiPaths.adminUsers}/:id`, async ({ request }) => {
      const body = (await request.json()) as Partial<User>;
      sent.push(body);
      const saved = { ...member, ...body } as User;
      people = [admin, counsellor, saved];
      return HttpResponse.json({ user: saved });
    }),
  );
  const { user } = renderApp('/admin/users');
  const table = await screen.findByRole('table', { name: adminUserMessages.tableCaption });
  const rowOf = (name: string) => within(table).getByText(name).closest('tr')!;
  await within(table).findByText(member.fullName);
  expect(within(rowOf(counsellor.fullName)).getByText('Konselor')).toBeTruthy();
  expect(within(rowOf(member.fullName)).getByText('Pengguna')).toBeTruthy();

  await user.click(within(table).getByRole('button', { name: adminUserMessages.editUser(member.fullName) }));
  const select = await screen.findByRole('combobox', { name: adminUserMessages.form.role });
  expect(
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Pengguna', 'Konselor', 'Supervisor', 'Admin']);
  await user.selectOptions(select, 'Supervisor');
  await user.click(screen.getByRole('button', { name: adminUserMessages.form.save }));

  await screen.findByText(adminUserMessages.updated);
  expect(sent).toEqual([expect.objectContaining({ role: 'supervisor' })]);
  const shown = await screen.findByRole('table', { name: adminUserMessages.tableCaption });
  expect(await within(shown).findByText('Supervisor')).toBeTruthy();
});
