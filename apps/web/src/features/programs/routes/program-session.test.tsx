// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { crisisMessages } from '@sehat/core/messages';
import { aktivasiPerilaku } from '@sehat/core/programs/aktivasi-perilaku';
import { programErrors, programLabels } from '@sehat/core/programs/messages';
import type { CompleteSessionResponse, EnrolmentDetail } from '@sehat/core/programs/schemas';
import { answerLabels, screeningItems } from '@sehat/core/screenings/items';
import { apiPaths } from '#web/config/paths';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { aUser, loggedInAs } from '#web/testing/users';

setUpScreenTests();
beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

const code = aktivasiPerilaku.code;
const session = aktivasiPerilaku.sessions[1]!;
const path = `/program/${code}/sesi/2`;

const outcome = {
  baseline: 14,
  latest: 14,
  change: 0,
  reliableImprovement: false,
  deterioration: false,
  notOnTrack: false,
  crisis: false,
};
const enrolled: EnrolmentDetail = {
  enrolment: {
    code,
    startedAt: '2026-11-01T08:00:00.000Z',
    completed: [1],
    next: 2,
    guidance: false,
    reminders: false,
  },
  measures: [{ nomor: 1, score: 14, at: '2026-11-01T08:20:00.000Z' }],
  outcome,
  sessions: [{ nomor: 1, worksheet: { tanda: 'Sulit bangun' }, completedAt: '2026-11-01T08:20:00.000Z' }],
};

/** The member enrolled; completing answers `response` and records what was sent. */
function asMember(response: CompleteSessionResponse) {
  const sent: unknown[] = [];
  let detail = enrolled;
  apiMock.use(
    ...loggedInAs(aUser()),
    http.get(apiPaths.programs.enrolment(code), () => HttpResponse.json(detail)),
    http.post(apiPaths.programs.complete(code, 2), async ({ request }) => {
      sent.push(await request.json());
      detail = {
        ...enrolled,
        enrolment: response.enrolment,
        measures: [
          ...enrolled.measures,
          { nomor: 2, score: response.outcome.latest!, at: '2026-11-04T08:00:00.000Z' },
        ],
        outcome: response.outcome,
      };
      return HttpResponse.json(response);
    }),
  );
  return sent;
}

async function answerPhq9(user: ReturnType<typeof renderApp>['user'], answers: number[]) {
  for (const nomor of screeningItems.phq9.keys()) {
    const item = screen.getByRole('group', { name: new RegExp(`^${nomor + 1}\\. `) });
    await user.click(within(item).getByRole('radio', { name: answerLabels[answers[nomor]!] }));
  }
}

describe('a programme session', () => {
  it('a visitor reads the steps and may fill the worksheet, told plainly it is kept only with an account', async () => {
    const { user } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: session.title })).toBeTruthy();
    expect(screen.getByText(session.steps[0]!)).toBeTruthy();
    expect(screen.getByText(programLabels.visitorFill)).toBeTruthy();
    const field = screen.getByRole('textbox', { name: session.worksheet.fields[0]!.label });
    await user.type(field, 'Jalan pagi');
    expect((field as HTMLTextAreaElement).value).toBe('Jalan pagi');
    expect(screen.getByRole('link', { name: programLabels.loginToSave }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent(`/program/${code}`)}`,
    );
    expect(screen.queryByRole('button', { name: programLabels.save })).toBeNull();
  });

  it('a member fills the worksheet by its labels and the PHQ-9, then sees the scores and the next session', async () => {
    const sent = asMember({
      enrolment: { ...enrolled.enrolment, completed: [1, 2], next: 3 },
      outcome: { ...outcome, latest: 7, change: -7, reliableImprovement: true },
    });
    const { user } = renderApp(path);
    const field = session.worksheet.fields[0]!;
    await user.type(await screen.findByRole('textbox', { name: field.label }), 'Jalan pagi');
    await answerPhq9(user, [1, 1, 1, 1, 1, 1, 1, 0, 0]);
    await user.click(screen.getByRole('button', { name: programLabels.save }));

    expect(await screen.findByText(programLabels.outcome.reliableImprovement)).toBeTruthy();
    expect(sent).toEqual([
      {
        worksheet: { [field.id]: 'Jalan pagi' },
        phq9: [1, 1, 1, 1, 1, 1, 1, 0, 0],
        clientId: expect.any(String),
      },
    ]);
    // Stored: nothing of it waits on the device.
    expect(localStorage.getItem('offlineSubmissions')).toBeNull();
    const scores = screen.getByRole('region', { name: programLabels.outcomeTitle });
    expect(scores.textContent).toContain(programLabels.scoreOf(14));
    expect(await within(scores).findByText(programLabels.scoreOf(7))).toBeTruthy();
    expect(screen.getByRole('link', { name: programLabels.nextSession(3) }).getAttribute('href')).toBe(
      `/program/${code}/sesi/3`,
    );
    expect(screen.queryByRole('region', { name: crisisMessages.title })).toBeNull();
  });

  it('asks for a worksheet and every PHQ-9 answer before sending anything', async () => {
    const sent = asMember({ enrolment: enrolled.enrolment, outcome });
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: programLabels.save }));
    expect(await screen.findByText(programErrors.worksheet.empty)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: session.worksheet.fields[0]!.label }), 'Menonton');
    await user.click(screen.getByRole('button', { name: programLabels.save }));
    expect(await screen.findByText(programErrors.phq9Required)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('item 9 above 0 leads with the crisis help', async () => {
    asMember({
      enrolment: { ...enrolled.enrolment, completed: [1, 2], next: 3 },
      outcome: { ...outcome, latest: 10, change: -4, crisis: true },
    });
    const { user } = renderApp(path);
    await user.type(
      await screen.findByRole('textbox', { name: session.worksheet.fields[0]!.label }),
      'Tidak ada',
    );
    await answerPhq9(user, [1, 1, 1, 1, 1, 1, 1, 1, 2]);
    await user.click(screen.getByRole('button', { name: programLabels.save }));
    const help = await screen.findByRole('region', { name: crisisMessages.title });
    const scores = screen.getByRole('region', { name: programLabels.outcomeTitle });
    expect(help.compareDocumentPosition(scores) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
