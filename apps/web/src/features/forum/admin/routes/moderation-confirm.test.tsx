// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { ModerationItem, ModerationPage } from '@sehat/core/forum/moderation-contract';
import { forumModerationLabels as labels } from '@sehat/core/forum/messages';
import { commonMessages } from '@sehat/core/messages';
import { apiPaths } from '#web/config/paths';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { aUser, loggedInAs } from '#web/testing/users';
import { itemRef } from '../components/moderation-item';

setUpScreenTests();

const item: ModerationItem = {
  kind: 'response',
  id: 7,
  questionId: 3,
  excerpt: 'Beli obat tidur saja.',
  author: { id: 9, username: 'penulis', photoUrl: null },
  anonymous: false,
  reports: 2,
  reasons: { spam: 0, menyakiti: 2, 'data-pribadi': 0, lainnya: 0, bahaya: 0 },
  notes: [],
  risk: false,
  hidden: false,
  createdAt: '2026-11-20T02:00:00.000Z',
};

it('Sembunyikan asks first, and nothing is hidden when the moderator cancels (ADR 202)', async () => {
  const decisions: unknown[] = [];
  apiMock.use(
    ...loggedInAs(aUser({ role: 'admin' })),
    http.get(apiPaths.adminModeration.queue, () =>
      HttpResponse.json<ModerationPage>({ items: [item], total: 1, nextCursor: null }),
    ),
    http.get(apiPaths.adminModeration.log, () => HttpResponse.json({ entries: [], nextCursor: null })),
    http.post(apiPaths.adminModeration.decision('response', 7), async ({ request }) => {
      decisions.push(await request.json());
      return HttpResponse.json({ item: { ...item, hidden: true } });
    }),
  );
  const { user } = renderApp('/admin/moderasi');
  const hide = await screen.findByRole('button', { name: labels.hide });

  await user.click(hide);
  const ask = await screen.findByRole('dialog', { name: labels.hideTitle });
  expect(ask.textContent).toContain(labels.hideConfirm(itemRef(item)));
  await user.click(within(ask).getByRole('button', { name: commonMessages.cancel }));
  expect(decisions).toEqual([]);

  await user.click(screen.getByRole('button', { name: labels.hide }));
  await user.click(
    within(await screen.findByRole('dialog', { name: labels.hideTitle })).getByRole('button', {
      name: labels.hide,
    }),
  );
  await screen.findByText(labels.hiddenDone);
  expect(decisions).toEqual([{ action: 'hide' }]);
});
