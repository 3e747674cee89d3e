// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { ratingLimits } from '@sehat/core/chat/rating';
import type { DataExport } from '@sehat/core/privacy/export-schema';
import { privacyMessages } from '@sehat/core/privacy/messages';
import { apiPaths, paths } from '#web/config/paths';
import { formatDateTime } from '@sehat/core/time/format';
import { apiMock } from '#web/testing/api-mock';
import { exportCopyOf } from '#web/testing/data-export';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { aUser, loggedInAs } from '#web/testing/users';

setUpScreenTests();

const member = aUser();
const copyWith = (chatRatings: DataExport['chatRatings']): DataExport =>
  exportCopyOf(member, { chatRatings });

const showing = (copy: DataExport) => {
  apiMock.use(
    ...loggedInAs(member),
    http.get(apiPaths.profileExport, () => HttpResponse.json(copy)),
  );
  renderApp(paths.MyData.getHref());
};

it('"Data Saya" shows each chat rating: the score, the comment, and which resolved conversation it rates', async () => {
  const rated = { resolvedAt: '2026-11-20T09:00:00.000Z', createdAt: '2026-11-20T10:30:00.000Z' };
  showing(
    copyWith([
      { score: 4, comment: 'Konselornya sabar sekali.', ...rated },
      {
        score: 2,
        comment: null,
        resolvedAt: '2026-11-25T09:00:00.000Z',
        createdAt: '2026-11-26T08:00:00.000Z',
      },
    ]),
  );
  const section = within(await screen.findByRole('region', { name: privacyMessages.sectionChatRatings }));
  expect(section.getAllByRole('article')).toHaveLength(2);
  expect(section.getByText(privacyMessages.ratingScore(4, ratingLimits.scoreMax))).toBeTruthy();
  expect(section.getByText(privacyMessages.ratingComment('Konselornya sabar sekali.'))).toBeTruthy();
  expect(
    section.getByText(
      privacyMessages.ratingOn(formatDateTime(rated.resolvedAt), formatDateTime(rated.createdAt)),
    ),
  ).toBeTruthy();
  expect(section.getByText(privacyMessages.ratingScore(2, ratingLimits.scoreMax))).toBeTruthy();
});

it('"Data Saya" says when there is no rating', async () => {
  showing(copyWith([]));
  const section = within(await screen.findByRole('region', { name: privacyMessages.sectionChatRatings }));
  expect(section.getByText(privacyMessages.none)).toBeTruthy();
});
