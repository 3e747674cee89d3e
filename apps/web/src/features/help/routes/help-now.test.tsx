// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { counsellorEntryLabels } from '@sehat/core/chat/messages';
import { helpNowMessages } from '@sehat/core/help/messages';
import { defaultServiceHours, type ServiceHours } from '@sehat/core/service-hours/schedule';
import { apiPaths } from '#web/config/paths';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';

setUpScreenTests();

// Saturday 28 November 2026, a closed date, at 17:50 in Jakarta: inside the usual hours.
const saturdayEvening = new Date('2026-11-28T10:50:00Z');
const holiday: ServiceHours = {
  ...defaultServiceHours,
  weekly: defaultServiceHours.weekly.map((d) => (d.day === 7 ? { ...d, open: null, close: null } : d)),
  closedDates: [{ date: '2026-11-28', note: 'Idul Fitri' }],
};

beforeEach(() => {
  // Only the clock: the screen's own timers and the mocked API run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(saturdayEvening);
  apiMock.use(
    http.get(apiPaths.serviceHours, () => HttpResponse.json({ ...holiday, open: false, nextOpenAt: null })),
  );
});
afterEach(() => vi.useRealTimers());

const week = 'Senin–Sabtu pukul 09.00–21.00 WIB; Minggu tutup';
const closedToday = 'Hari ini layanan tutup (Idul Fitri). Buka lagi Senin, 30 November pukul 09.00 WIB.';

it('/bantuan names the closed day, its reason and the next opening, and the closed weekday', async () => {
  renderApp('/bantuan');
  const section = (await screen.findByRole('heading', { name: helpNowMessages.counsellorTitle })).closest(
    'section',
  )!;
  expect(await within(section).findByText(`Konselor bertugas ${week}. ${closedToday}`)).toBeTruthy();
  expect(section.textContent).not.toContain('setiap hari');
});

it('the counsellor dialog says today is closed, not that it is outside the hours', async () => {
  const { user } = renderApp('/bantuan');
  const section = (await screen.findByRole('heading', { name: helpNowMessages.counsellorTitle })).closest(
    'section',
  )!;
  await within(section).findByText(new RegExp(closedToday.replace(/[().]/g, '\\$&')));
  await user.click(within(section).getByRole('button', { name: counsellorEntryLabels.start }));
  const dialog = await screen.findByRole('dialog', { name: counsellorEntryLabels.dialogTitle });
  expect(
    within(dialog).getByText(
      `Konselor bertugas ${week}. ${closedToday} Pesan Anda dibaca begitu mereka kembali.`,
    ),
  ).toBeTruthy();
  expect(dialog.textContent).not.toContain('di luar jam');
});
