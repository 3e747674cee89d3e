// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { DataExport } from '@sehat/core/privacy/export-schema';
import { privacyMessages } from '@sehat/core/privacy/messages';
import { aktivasiPerilaku } from '@sehat/core/programs/aktivasi-perilaku';
import { formatDateTime } from '@sehat/core/time/format';
import { apiPaths, paths } from '#web/config/paths';
import { apiMock } from '#web/testing/api-mock';
import { exportCopyOf } from '#web/testing/data-export';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { aUser, loggedInAs } from '#web/testing/users';

setUpScreenTests();

const member = aUser();
const copyWith = (programs: DataExport['programs']): DataExport => exportCopyOf(member, { programs });

const showing = async (copy: DataExport) => {
  apiMock.use(
    ...loggedInAs(member),
    http.get(apiPaths.profileExport, () => HttpResponse.json(copy)),
  );
  renderApp(paths.MyData.getHref());
  return within(await screen.findByRole('region', { name: privacyMessages.sectionPrograms }));
};

it('"Data Saya" shows the programme: its start, the choices, each session’s worksheet and PHQ-9 score', async () => {
  const first = aktivasiPerilaku.sessions[0]!;
  const field = first.worksheet.fields[0]!;
  const section = await showing(
    copyWith([
      {
        code: aktivasiPerilaku.code,
        startedAt: '2026-11-20T08:00:00.000Z',
        guidanceSince: '2026-11-21T08:00:00.000Z',
        reminders: false,
        sessions: [
          {
            nomor: 1,
            worksheet: { [field.id]: 'Sulit bangun pagi' },
            phq9: [1, 1, 1, 1, 1, 1, 1, 1, 0],
            score: 8,
            completedAt: '2026-11-20T08:30:00.000Z',
          },
        ],
      },
    ]),
  );
  expect(section.getByRole('heading', { name: aktivasiPerilaku.title })).toBeTruthy();
  expect(
    section.getByText(privacyMessages.programGuidanceSince(formatDateTime('2026-11-21T08:00:00.000Z'))),
  ).toBeTruthy();
  expect(
    section.getByText(
      privacyMessages.programSession(1, first.title, formatDateTime('2026-11-20T08:30:00.000Z')),
    ),
  ).toBeTruthy();
  expect(section.getByText(field.label)).toBeTruthy();
  expect(section.getByText('Sulit bangun pagi')).toBeTruthy();
  expect(section.getByText(privacyMessages.programScore(8))).toBeTruthy();
  expect(
    section.getByText(privacyMessages.programSessionsDone(1, aktivasiPerilaku.sessions.length), {
      exact: false,
    }),
  ).toBeTruthy();
});

it('says plainly when the person follows no programme', async () => {
  const section = await showing(copyWith([]));
  expect(section.getByText(privacyMessages.none)).toBeTruthy();
});
