// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it, vi } from 'vitest';
import type { Debrief } from '@sehat/core/supervision/care';
import { careLabels } from '@sehat/core/supervision/care-messages';
import type { LiveConversation } from '@sehat/core/supervision/live';
import { reviewLabels } from '@sehat/core/supervision/review-messages';
import type { SampleConversation } from '@sehat/core/supervision/sample';
import { defaultServiceHours } from '@sehat/core/service-hours/schedule';
import { supervisionLabels } from '@sehat/core/supervision/messages';
import { apiPaths } from '#web/config/paths';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { aUser, loggedInAs } from '#web/testing/users';

setUpScreenTests();

/** The console's other lists, empty unless a test gives them rows. */
const quiet = (debriefs: Debrief[] = [], sample: SampleConversation[] = []) => [
  http.get(apiPaths.serviceHours, () =>
    HttpResponse.json({ ...defaultServiceHours, open: true, nextOpenAt: null }),
  ),
  http.get(apiPaths.adminSupervision.debriefs, () => HttpResponse.json({ debriefs })),
  http.get(apiPaths.adminSupervision.sample, () => HttpResponse.json({ conversations: sample })),
];

const supervisor = aUser({ id: 4, username: 'sinta', fullName: 'Sinta Supervisor', role: 'supervisor' });
const row = (id: number, over: Partial<LiveConversation>): LiveConversation => ({
  id,
  user: { id: 100 + id, username: `orang${id}`, fullName: `Orang ${id}` },
  assignee: null,
  risk: false,
  overdue: false,
  waitingSeconds: 0,
  lastMessageAt: '2026-11-28T10:00:00.000Z',
  lastMessage: 'Halo',
  ...over,
});

it('lists the open conversations in the server order, marks Krisis and overdue, and links each to watching', async () => {
  apiMock.use(
    ...loggedInAs(supervisor),
    ...quiet(),
    http.get(apiPaths.adminChat.counsellors, () => HttpResponse.json({ counsellors: [] })),
    http.get(apiPaths.adminSupervision.live, () =>
      HttpResponse.json({
        conversations: [
          row(1, { risk: true, waitingSeconds: 660, lastMessage: 'Saya tidak aman' }),
          row(2, { overdue: true, waitingSeconds: 2400, assignee: { id: 3, fullName: 'Kirana Konselor' } }),
          row(3, {}),
        ],
      }),
    ),
  );
  renderApp('/admin/supervisi');
  await screen.findByRole('heading', { level: 1, name: supervisionLabels.title });
  const rows = (await screen.findAllByRole('row')).slice(1);
  expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
    expect.stringContaining('Orang 1'),
    expect.stringContaining('Orang 2'),
    expect.stringContaining('Orang 3'),
  ]);
  expect(rows[0]!.textContent).toContain(supervisionLabels.risk);
  expect(rows[0]!.textContent).toContain('11 menit');
  expect(rows[1]!.textContent).toContain(supervisionLabels.overdue);
  expect(rows[1]!.textContent).toContain('Kirana Konselor');
  expect(rows[2]!.textContent).toContain(supervisionLabels.unassigned);
  expect(rows[2]!.textContent).toContain(supervisionLabels.notWaiting);
  const watch = within(rows[0]!).getByRole('link', { name: supervisionLabels.watchLabel('Orang 1') });
  expect(watch.getAttribute('href')).toBe('/admin/chat?user=101&pantau=1');
});

it('says so when nothing is open', async () => {
  apiMock.use(
    ...loggedInAs(supervisor),
    ...quiet(),
    http.get(apiPaths.adminChat.counsellors, () => HttpResponse.json({ counsellors: [] })),
    http.get(apiPaths.adminSupervision.live, () => HttpResponse.json({ conversations: [] })),
  );
  renderApp('/admin/supervisi');
  expect(await screen.findByText(supervisionLabels.empty)).toBeTruthy();
});

it('offers a retry when the list fails', async () => {
  let calls = 0;
  apiMock.use(
    ...loggedInAs(supervisor),
    ...quiet(),
    http.get(apiPaths.adminChat.counsellors, () => HttpResponse.json({ counsellors: [] })),
    http.get(apiPaths.adminSupervision.live, () => {
      calls += 1;
      return calls <= 3
        ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 })
        : HttpResponse.json({ conversations: [row(1, {})] });
    }),
  );
  const { user } = renderApp('/admin/supervisi');
  expect(await screen.findByText(supervisionLabels.loadFailed)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: /coba lagi/i }));
  expect(await screen.findByText('Orang 1')).toBeTruthy();
});

it('lists open debriefs, overdue first, and the review sample, risky first, each with its action', async () => {
  let held: string | null = null;
  const person = { id: 101, username: 'orang1', fullName: 'Orang Satu' };
  apiMock.use(
    ...loggedInAs(supervisor),
    ...quiet(
      [
        {
          id: 7,
          conversationId: 1,
          user: person,
          counsellor: { id: 3, fullName: 'Kirana Konselor' },
          resolvedAt: '2026-11-27T08:00:00.000Z',
          dueAt: '2026-11-28T08:00:00.000Z',
          heldAt: null,
          heldBy: null,
          overdue: true,
        },
      ],
      [
        {
          id: 1,
          resolutionId: 9,
          user: person,
          counsellor: { id: 3, fullName: 'Kirana Konselor' },
          resolvedAt: '2026-11-27T08:00:00.000Z',
          risky: true,
          reviewed: false,
        },
        {
          id: 2,
          resolutionId: 10,
          user: { id: 102, username: 'orang2', fullName: 'Orang Dua' },
          counsellor: null,
          resolvedAt: '2026-11-26T08:00:00.000Z',
          risky: false,
          reviewed: true,
        },
      ],
    ),
    http.get(apiPaths.adminChat.counsellors, () => HttpResponse.json({ counsellors: [] })),
    http.get(apiPaths.adminSupervision.live, () => HttpResponse.json({ conversations: [] })),
    http.post(apiPaths.adminWellbeing.held(7), ({ request }) => {
      held = request.url;
      return HttpResponse.json({ debrief: {} });
    }),
  );
  const { user } = renderApp('/admin/supervisi');
  const debriefs = await screen.findByRole('region', { name: careLabels.consoleTitle });
  expect(await within(debriefs).findByText(careLabels.debriefWith('Orang Satu'))).toBeTruthy();
  expect(within(debriefs).getByText(careLabels.overdue)).toBeTruthy();
  expect(within(debriefs).getByText(careLabels.counsellor('Kirana Konselor'))).toBeTruthy();
  await user.click(within(debriefs).getByRole('button', { name: careLabels.markHeldLabel('Orang Satu') }));
  await vi.waitFor(() => expect(held).toContain('/debriefs/7/held'));

  const sample = screen.getByRole('region', { name: reviewLabels.sampleTitle });
  const items = await within(sample).findAllByRole('listitem');
  expect(items[0]!.textContent).toContain(reviewLabels.risky);
  expect(items[0]!.textContent).toContain(reviewLabels.notReviewed);
  expect(items[1]!.textContent).toContain(reviewLabels.sampled);
  expect(items[1]!.textContent).toContain(reviewLabels.reviewed);
  const review = within(sample).getByRole('link', { name: reviewLabels.reviewAction('Orang Satu') });
  expect(review.getAttribute('href')).toBe('/admin/chat?user=101&pantau=1');
});
