// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { serviceHoursLabels, serviceHoursMessages } from '@sehat/core/service-hours/messages';
import { defaultServiceHours } from '@sehat/core/service-hours/schedule';
import type { ServiceHoursBody } from '@sehat/core/service-hours/schemas';
import { commonMessages } from '@sehat/core/messages';
import { apiPaths } from '#web/config/paths';
import { apiError, apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { aUser, loggedInAs } from '#web/testing/users';
import { whatsappOff } from '#web/testing/whatsapp';

setUpScreenTests();

const admin = aUser({ id: 1, username: 'kepala', fullName: 'Kepala Admin', role: 'admin' });

it('edits the week and the closed dates with inline Indonesian errors, then saves the whole schedule', async () => {
  const sent: ServiceHoursBody[] = [];
  let refuse = true;
  apiMock.use(
    ...loggedInAs(admin),
    whatsappOff,
    http.put(apiPaths.adminServiceHours, async ({ request }) => {
      const body = (await request.json()) as ServiceHoursBody;
      if (refuse) return apiError(400, serviceHoursMessages.timezoneInvalid, 'INVALID_INPUT');
      sent.push(body);
      return HttpResponse.json({ ...body, open: true, nextOpenAt: null });
    }),
  );
  const { user } = renderApp('/admin/chat/jam-layanan');
  const form = await screen.findByRole('form', { name: serviceHoursLabels.pageTitle });
  expect(within(form).getByLabelText(serviceHoursLabels.timezone)).toHaveProperty('value', 'Asia/Jakarta');

  // Sunday closes; Friday gets an overnight range, which is refused under its field.
  const sunday = within(form).getByRole('group', { name: 'Minggu' });
  await user.click(within(sunday).getByRole('checkbox', { name: serviceHoursLabels.openThatDay }));
  expect(within(sunday).queryByLabelText(serviceHoursLabels.from)).toBeNull();
  const friday = within(form).getByRole('group', { name: 'Jumat' });
  const fridayUntil = within(friday).getByLabelText(serviceHoursLabels.until);
  await user.clear(fridayUntil);
  await user.type(fridayUntil, '02:00');

  // A closed date, added and given a note; a second one added and removed again.
  expect(within(form).getByText(serviceHoursLabels.closedDatesEmpty)).toBeTruthy();
  await user.click(within(form).getByRole('button', { name: serviceHoursLabels.addDate }));
  await user.type(within(form).getByLabelText(serviceHoursLabels.date), '2027-03-10');
  await user.type(within(form).getByLabelText(serviceHoursLabels.note), 'Idul Fitri');
  await user.click(within(form).getByRole('button', { name: serviceHoursLabels.addDate }));
  await user.click(within(form).getByRole('button', { name: serviceHoursLabels.save }));

  expect(await within(friday).findByText(serviceHoursMessages.closeBeforeOpen('Jumat'))).toBeTruthy();
  expect(within(form).getAllByText(serviceHoursMessages.dateInvalid)).toHaveLength(1);
  expect(document.activeElement).toBe(fridayUntil);
  expect(sent).toHaveLength(0);

  await user.click(within(form).getByRole('button', { name: serviceHoursLabels.removeDate('') }));
  await user.clear(fridayUntil);
  await user.type(fridayUntil, '00:00');

  // The server's refusal shows in the alert, and nothing is said to be saved.
  await user.click(within(form).getByRole('button', { name: serviceHoursLabels.save }));
  expect(await within(form).findByText(serviceHoursMessages.timezoneInvalid)).toBeTruthy();
  expect(screen.queryByText(serviceHoursLabels.saved)).toBeNull();

  refuse = false;
  await user.click(within(form).getByRole('button', { name: serviceHoursLabels.save }));
  expect(await screen.findByText(serviceHoursLabels.saved)).toBeTruthy();
  expect(sent).toEqual([
    {
      timezone: 'Asia/Jakarta',
      weekly: defaultServiceHours.weekly.map((entry) => {
        if (entry.day === 7) return { day: 7, open: null, close: null };
        return entry.day === 5 ? { ...entry, close: '00:00' } : entry;
      }),
      closedDates: [{ date: '2027-03-10', note: 'Idul Fitri' }],
    },
  ]);
  expect(
    within(form).getByRole('button', { name: serviceHoursLabels.removeDate('10 Maret 2027') }),
  ).toBeTruthy();
});

it('shows a failed load with a retry', async () => {
  let fail = true;
  apiMock.use(
    ...loggedInAs(admin),
    whatsappOff,
    http.get(apiPaths.serviceHours, () =>
      fail
        ? HttpResponse.error()
        : HttpResponse.json({ ...defaultServiceHours, open: true, nextOpenAt: null }),
    ),
  );
  const { user } = renderApp('/admin/chat/jam-layanan');
  expect(await screen.findByText(serviceHoursMessages.loadFailed)).toBeTruthy();
  fail = false;
  await user.click(screen.getByRole('button', { name: commonMessages.retry }));
  expect(await screen.findByRole('form', { name: serviceHoursLabels.pageTitle })).toBeTruthy();
});
