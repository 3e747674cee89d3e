// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { shiftLabels, shiftMessages } from '@sehat/core/shifts/messages';
import type { ShiftsBody } from '@sehat/core/shifts/schemas';
import type { Shift } from '@sehat/core/shifts/week';
import { apiPaths } from '#web/config/paths';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { aUser, loggedInAs } from '#web/testing/users';

setUpScreenTests();

const supervisor = aUser({ id: 2, username: 'kepala', fullName: 'Kepala Supervisi', role: 'supervisor' });
const counsellor = aUser({ id: 5, username: 'sari', fullName: 'Konselor Sari', role: 'counsellor' });
const week: Shift[] = [
  { counsellorId: 5, day: 1, start: '09:00', end: '17:00' },
  { counsellorId: 2, day: 3, start: '13:00', end: '21:00' },
];

function mockWeek() {
  const sent: ShiftsBody[] = [];
  apiMock.use(
    http.get(apiPaths.adminShifts, () => HttpResponse.json({ shifts: week })),
    http.get(apiPaths.adminChat.counsellors, () =>
      HttpResponse.json({
        counsellors: [supervisor, counsellor].map(({ id, fullName }) => ({
          id,
          fullName,
          presence: 'online',
          openConversations: 0,
        })),
      }),
    ),
    http.put(apiPaths.adminShifts, async ({ request }) => {
      const body = (await request.json()) as ShiftsBody;
      sent.push(body);
      return HttpResponse.json(body);
    }),
  );
  return sent;
}

it('lets a supervisor add and remove shifts per day, refusing a shift past midnight under its field', async () => {
  apiMock.use(...loggedInAs(supervisor));
  const sent = mockWeek();
  const { user } = renderApp('/admin/chat/shift');
  const form = await screen.findByRole('form', { name: shiftLabels.pageTitle });

  const friday = within(form).getByRole('region', { name: 'Jumat' });
  expect(within(friday).getByText(shiftLabels.noShifts)).toBeTruthy();
  await user.click(within(friday).getByRole('button', { name: shiftLabels.addOn('Jumat') }));
  await user.selectOptions(within(friday).getByLabelText(shiftLabels.counsellor), 'Konselor Sari');
  const start = within(friday).getByLabelText(shiftLabels.start);
  const end = within(friday).getByLabelText(shiftLabels.end);
  await user.clear(start);
  await user.type(start, '22:00');
  await user.clear(end);
  await user.type(end, '06:00');
  await user.click(within(form).getByRole('button', { name: shiftLabels.save }));

  expect(await within(friday).findByText(shiftMessages.endBeforeStart('Jumat'))).toBeTruthy();
  expect(document.activeElement).toBe(end);
  expect(sent).toHaveLength(0);

  await user.clear(end);
  await user.type(end, '00:00');
  const monday = within(form).getByRole('region', { name: 'Senin' });
  await user.click(
    within(monday).getByRole('button', {
      name: shiftLabels.removeShift('Konselor Sari', 'Senin', '09.00–17.00'),
    }),
  );
  expect(within(monday).getByText(shiftLabels.noShifts)).toBeTruthy();
  await user.click(within(form).getByRole('button', { name: shiftLabels.save }));

  expect(await screen.findByText(shiftLabels.saved)).toBeTruthy();
  expect(sent).toEqual([
    {
      shifts: [
        { counsellorId: 2, day: 3, start: '13:00', end: '21:00' },
        { counsellorId: 5, day: 5, start: '22:00', end: '00:00' },
      ],
    },
  ]);
  // Their own Wednesday shift, read-only above the editor.
  const mine = screen.getByRole('region', { name: shiftLabels.myShiftsTitle });
  expect(within(mine).getByText('Rabu')).toBeTruthy();
});

it('shows a counsellor their own shifts read-only, without the editor', async () => {
  apiMock.use(...loggedInAs(counsellor));
  const sent = mockWeek();
  renderApp('/admin/chat/shift');
  const mine = await screen.findByRole('region', { name: shiftLabels.myShiftsTitle });
  expect(within(mine).getByText('Senin')).toBeTruthy();
  expect(within(mine).getByText('09.00–17.00')).toBeTruthy();
  expect(within(mine).queryByText('Rabu')).toBeNull();
  expect(screen.queryByRole('form', { name: shiftLabels.pageTitle })).toBeNull();
  expect(screen.queryByRole('button', { name: shiftLabels.save })).toBeNull();
  expect(sent).toHaveLength(0);
});
