// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { aktivasiPerilaku } from '@sehat/core/programs/aktivasi-perilaku';
import { programChoiceLabels, programErrors, programLabels } from '@sehat/core/programs/messages';
import type { EnrolmentChoicesBody, EnrolmentDetail } from '@sehat/core/programs/schemas';
import { apiPaths } from '#web/config/paths';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { aUser, loggedInAs } from '#web/testing/users';

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
            enrolment: {
              code,
              startedAt: '2026-11-28T01:00:00.000Z',
              completed: [],
              next: 1,
              guidance: false,
              reminders: false,
            },
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

const detail = (choices: { guidance: boolean; reminders: boolean }): EnrolmentDetail => ({
  enrolment: { code, startedAt: '2026-11-28T01:00:00.000Z', completed: [1], next: 2, ...choices },
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
});

it('a member asks a counsellor to follow their progress and turns reminders on, and can withdraw', async () => {
  const sent: EnrolmentChoicesBody[] = [];
  let choices = { guidance: false, reminders: false };
  apiMock.use(
    ...loggedInAs(aUser()),
    http.get(apiPaths.programs.enrolment(code), () => HttpResponse.json(detail(choices))),
    http.patch(apiPaths.programs.enrolment(code), async ({ request }) => {
      const body = (await request.json()) as EnrolmentChoicesBody;
      sent.push(body);
      choices = { ...choices, ...body };
      return HttpResponse.json({ enrolment: detail(choices).enrolment });
    }),
  );
  const { user } = renderApp(`/program/${code}`);
  const guidance = await screen.findByRole('checkbox', { name: programChoiceLabels.guidance });
  const reminders = screen.getByRole('checkbox', { name: programChoiceLabels.reminders });
  expect(screen.getByText(programChoiceLabels.guidanceHint)).toBeTruthy();
  expect((guidance as HTMLInputElement).checked).toBe(false);

  await user.click(guidance);
  await waitFor(() => expect((guidance as HTMLInputElement).checked).toBe(true));
  await waitFor(() => expect((reminders as HTMLInputElement).disabled).toBe(false));
  await user.click(reminders);
  await waitFor(() => expect((reminders as HTMLInputElement).checked).toBe(true));
  await waitFor(() => expect((guidance as HTMLInputElement).disabled).toBe(false));
  await user.click(guidance);
  await waitFor(() => expect((guidance as HTMLInputElement).checked).toBe(false));
  expect(sent).toEqual([{ guidance: true }, { reminders: true }, { guidance: false }]);
});

it('a choice that cannot be saved (offline) says so and keeps the box as it was', async () => {
  apiMock.use(
    ...loggedInAs(aUser()),
    http.get(apiPaths.programs.enrolment(code), () =>
      HttpResponse.json(detail({ guidance: false, reminders: false })),
    ),
    http.patch(apiPaths.programs.enrolment(code), () => HttpResponse.error()),
  );
  const { user } = renderApp(`/program/${code}`);
  const reminders = await screen.findByRole('checkbox', { name: programChoiceLabels.reminders });
  await user.click(reminders);
  expect((await screen.findByRole('alert')).textContent).toBeTruthy();
  expect((reminders as HTMLInputElement).checked).toBe(false);
});
