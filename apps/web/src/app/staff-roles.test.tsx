// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { cannedResponseLabels } from '@sehat/core/chat/messages';
import { adminCheckinLabels } from '@sehat/core/checkins/messages';
import { labels } from '@sehat/core/messages';
import { adminProgramLabels } from '@sehat/core/programs/messages';
import { reportLabels } from '@sehat/core/reports/messages';
import { serviceHoursLabels } from '@sehat/core/service-hours/messages';
import { shiftLabels } from '@sehat/core/shifts/messages';
import { careLabels } from '@sehat/core/supervision/care-messages';
import { supervisionLabels } from '@sehat/core/supervision/messages';
import { apiPaths } from '#web/config/paths';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { aUser, loggedInAs } from '#web/testing/users';

setUpScreenTests();

const counsellor = aUser({ id: 3, username: 'konselor', fullName: 'Kirana Konselor', role: 'counsellor' });
const supervisor = aUser({ id: 4, username: 'supervisor', fullName: 'Sinta Supervisor', role: 'supervisor' });

/** The inbox's entries: the chat, check-ins, the flagged self-help participants and one's own wellbeing. */
const inboxNav = [labels.adminNav.inbox, adminCheckinLabels.adminNav, adminProgramLabels.adminNav];
const counsellorNav = [...inboxNav, careLabels.adminNav];

const inboxAnswers = () => [
  http.get(apiPaths.adminChat.counsellors, () => HttpResponse.json({ counsellors: [] })),
];

const navLinks = async () => {
  const nav = await screen.findByRole('navigation', { name: labels.adminNav.navLabel });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

it('shows a counsellor only the inbox entries, their shifts, and no link to manage the service hours', async () => {
  apiMock.use(...loggedInAs(counsellor), ...inboxAnswers());
  renderApp('/admin/chat');
  expect(await navLinks()).toEqual(counsellorNav);
  await screen.findByRole('link', { name: cannedResponseLabels.manageLink });
  expect(screen.getByRole('link', { name: shiftLabels.manageLink })).toBeTruthy();
  expect(screen.queryByRole('link', { name: serviceHoursLabels.manageLink })).toBeNull();
});

it('shows an admin every entry and the link to manage the service hours', async () => {
  apiMock.use(...loggedInAs(aUser({ id: 1, role: 'admin' })), ...inboxAnswers());
  renderApp('/admin/chat');
  expect(await navLinks()).toHaveLength(13);
  expect(await screen.findByRole('link', { name: serviceHoursLabels.manageLink })).toBeTruthy();
});

it('shows a supervisor the inbox entries, the shifts, the reports and supervision', async () => {
  apiMock.use(...loggedInAs(supervisor), ...inboxAnswers());
  renderApp('/admin/chat');
  expect(await navLinks()).toEqual([
    ...inboxNav,
    shiftLabels.adminNav,
    reportLabels.adminNav,
    supervisionLabels.adminNav,
    careLabels.adminNav,
  ]);
});

it.each([
  '/admin/users',
  '/admin/layanan',
  '/admin/moderasi',
  '/admin/laporan',
  '/admin/supervisi',
  '/admin/chat/jam-layanan',
])('sends a counsellor who types %s to the inbox', async (path) => {
  apiMock.use(...loggedInAs(counsellor), ...inboxAnswers());
  const { router } = renderApp(path);
  await waitFor(() => expect(router.state.location.pathname).toBe('/admin/chat'));
  expect(await navLinks()).toEqual(counsellorNav);
});
