// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { aktivasiPerilaku } from '@sehat/core/programs/aktivasi-perilaku';
import { programErrors, programLabels } from '@sehat/core/programs/messages';
import { apiPaths } from '../../../config/paths';
import { apiMock } from '../../../testing/api-mock';
import { renderApp, setUpScreenTests } from '../../../testing/render-app';
import { aUser, loggedInAs } from '../../../testing/users';

setUpScreenTests();

const code = aktivasiPerilaku.code;
const firstSession = `${programLabels.sessionLabel(1)}: ${aktivasiPerilaku.sessions[0]!.title}`;

it('a member not yet enrolled sees the enrol button; starting asks the API and shows the progress', async () => {
  let enrolled = false;
  apiMock.use(
    ...loggedInAs(aUser()),
    http.get(apiPaths.programs.enrolment(code), () =>
      enrolled
        ? HttpResponse.json({
            enrolment: { code, startedAt: '2026-11-28T01:00:00.000Z', completed: [], next: 1 },
            measures: [],
            outcome: {
              baseline: null,
              latest: null,
              change: null,
              reliableImprovement: false,
              deterioration: false,
              notOnTrack: false,
              crisis: false,
            },
            sessions: [],
          })
        : HttpResponse.json(
            { error: { code: 'NOT_FOUND', message: programErrors.notEnrolled } },
            { status: 404 },
          ),
    ),
    http.post(apiPaths.programs.enrolment(code), () => {
      enrolled = true;
      return HttpResponse.json({ enrolment: {} }, { status: 201 });
    }),
  );
  const { user } = renderApp(`/program/${code}`);
  expect(await screen.findByText(programLabels.teamNote)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: programLabels.enrol }));
  expect(await screen.findByText(programLabels.progress(0, 6))).toBeTruthy();
  expect(screen.queryByRole('button', { name: programLabels.enrol })).toBeNull();
});

it('when the progress cannot load (offline), the sessions stay readable beside the retry', async () => {
  apiMock.use(
    ...loggedInAs(aUser()),
    http.get(apiPaths.programs.enrolment(code), () => HttpResponse.error()),
  );
  renderApp(`/program/${code}`);
  expect(await screen.findByText(programErrors.loadFailed)).toBeTruthy();
  expect(screen.getByRole('link', { name: firstSession }).getAttribute('href')).toBe(
    `/program/${code}/sesi/1`,
  );
});
