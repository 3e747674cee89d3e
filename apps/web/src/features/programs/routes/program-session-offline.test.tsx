// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueuedWorksheet } from '@sehat/core/offline/queued-worksheet';
import { aktivasiPerilaku } from '@sehat/core/programs/aktivasi-perilaku';
import { programErrors, programLabels } from '@sehat/core/programs/messages';
import type { CompleteSessionResponse, EnrolmentDetail } from '@sehat/core/programs/schemas';
import { answerLabels, screeningItems } from '@sehat/core/screenings/items';
import { apiPaths } from '#web/config/paths';
import { logout } from '#web/features/auth';
import { clearQueue, enqueue, markRefused } from '#web/lib/offline/submission-queue';
import { writeCachedUser } from '#web/lib/storage';
import { apiMock } from '#web/testing/api-mock';
import { renderApp, setUpScreenTests } from '#web/testing/render-app';
import { aUser, loggedInAs } from '#web/testing/users';

setUpScreenTests();
beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
  clearQueue();
});

const code = aktivasiPerilaku.code;
const session = aktivasiPerilaku.sessions[1]!;
const field = session.worksheet.fields[0]!;
const path = `/program/${code}/sesi/2`;
const queueKey = 'offlineSubmissions';
const measure = [1, 1, 1, 1, 1, 1, 1, 0, 0] as const;

const outcome = {
  baseline: 14,
  latest: 7,
  change: -7,
  reliableImprovement: true,
  deterioration: false,
  notOnTrack: false,
  crisis: false,
};
const enrolment = {
  code,
  startedAt: '2026-11-01T08:00:00.000Z',
  completed: [1],
  next: 2,
  guidance: false,
  reminders: false,
};
const enrolled: EnrolmentDetail = {
  enrolment,
  measures: [{ nomor: 1, score: 14, at: '2026-11-01T08:20:00.000Z' }],
  outcome: { ...outcome, latest: 14, change: 0, reliableImprovement: false },
  sessions: [{ nomor: 1, worksheet: { tanda: 'Sulit bangun' }, completedAt: '2026-11-01T08:20:00.000Z' }],
};
const stored: CompleteSessionResponse = { enrolment: { ...enrolment, completed: [1, 2], next: 3 }, outcome };
const doneDetail: EnrolmentDetail = {
  ...enrolled,
  enrolment: stored.enrolment,
  sessions: [
    ...enrolled.sessions,
    { nomor: 2, worksheet: { [field.id]: 'Jalan pagi' }, completedAt: '2026-11-29T08:00:00.000Z' },
  ],
};
const refusal = (status: number, errorCode: string, message: string) =>
  HttpResponse.json({ error: { code: errorCode, message } }, { status });

const waitingEntry = (clientId = 'lembar-kerja-01'): QueuedWorksheet => ({
  clientId,
  kind: 'worksheet',
  code,
  nomor: 2,
  worksheet: { [field.id]: 'Menyiram tanaman' },
  phq9: [...measure],
  takenAt: '2026-11-29T07:00:00.000Z',
});

const queued = () => JSON.parse(localStorage.getItem(queueKey) ?? '[]') as QueuedWorksheet[];

async function answerPhq9(user: ReturnType<typeof renderApp>['user']) {
  for (const nomor of screeningItems.phq9.keys()) {
    const item = screen.getByRole('group', { name: new RegExp(`^${nomor + 1}\\. `) });
    await user.click(within(item).getByRole('radio', { name: answerLabels[measure[nomor]!] }));
  }
}

describe('a session worksheet without a connection (ADR 238)', () => {
  it('offline from a full page load: filled and sent, it waits on the device; back online it is sent once and shows as done', async () => {
    let online = false;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const sent: { clientId: string }[] = [];
    const member = aUser();
    writeCachedUser(member);
    apiMock.use(
      http.get(apiPaths.auth.session, () => (online ? undefined : HttpResponse.error())),
      ...loggedInAs(member),
      http.get(apiPaths.programs.enrolment(code), () =>
        online ? HttpResponse.json(sent.length > 1 ? doneDetail : enrolled) : HttpResponse.error(),
      ),
      http.post(apiPaths.programs.complete(code, 2), async ({ request }) => {
        sent.push((await request.json()) as { clientId: string });
        return online ? HttpResponse.json(stored) : HttpResponse.error();
      }),
    );
    const { user } = renderApp(path);

    expect(await screen.findByText(programLabels.offlineFill)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: field.label }), 'Jalan pagi');
    await answerPhq9(user);
    await user.click(screen.getByRole('button', { name: programLabels.save }));

    expect(await screen.findByText(programLabels.queued)).toBeTruthy();
    expect(queued()).toMatchObject([
      { kind: 'worksheet', code, nomor: 2, worksheet: { [field.id]: 'Jalan pagi' }, phq9: measure },
    ]);
    expect((screen.getByRole('textbox', { name: field.label }) as HTMLTextAreaElement).value).toBe(
      'Jalan pagi',
    );

    online = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText(programLabels.alreadyDone)).toBeTruthy();
    expect(localStorage.getItem(queueKey)).toBeNull();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(screen.queryByText(programLabels.queued)).toBeNull();
    onLine.mockRestore();
  });

  it('a send the server refuses keeps the text with the reason; changed and sent again, it is stored', async () => {
    let refuse = true;
    apiMock.use(
      ...loggedInAs(aUser()),
      http.get(apiPaths.programs.enrolment(code), () => HttpResponse.json(enrolled)),
      http.post(apiPaths.programs.complete(code, 2), () =>
        refuse
          ? refusal(409, 'PREVIOUS_SESSION_REQUIRED', programErrors.previousSessionFirst)
          : HttpResponse.json(stored),
      ),
    );
    const { user } = renderApp(path);
    await user.type(await screen.findByRole('textbox', { name: field.label }), 'Jalan pagi');
    await answerPhq9(user);
    await user.click(screen.getByRole('button', { name: programLabels.save }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(programLabels.refused(programErrors.previousSessionFirst));
    expect((screen.getByRole('textbox', { name: field.label }) as HTMLTextAreaElement).value).toBe(
      'Jalan pagi',
    );
    expect(queued()).toMatchObject([
      { worksheet: { [field.id]: 'Jalan pagi' }, refused: programErrors.previousSessionFirst },
    ]);

    refuse = false;
    await user.type(screen.getByRole('textbox', { name: field.label }), ' sore');
    await user.click(screen.getByRole('button', { name: programLabels.save }));
    expect(await screen.findByText(programLabels.saved)).toBeTruthy();
    expect(localStorage.getItem(queueKey)).toBeNull();
  });

  it('a waiting worksheet refused when it is sent stays on the device, shown with the reason and the way to begin', async () => {
    enqueue(waitingEntry());
    const sent: unknown[] = [];
    apiMock.use(
      ...loggedInAs(aUser()),
      http.get(apiPaths.programs.enrolment(code), () => refusal(404, 'NOT_FOUND', programErrors.notEnrolled)),
      http.post(apiPaths.programs.complete(code, 2), async ({ request }) => {
        sent.push(await request.json());
        return refusal(404, 'NOT_FOUND', programErrors.notEnrolled);
      }),
    );
    renderApp(path);

    expect((await screen.findByRole('alert')).textContent).toBe(
      programLabels.refused(programErrors.notEnrolled),
    );
    expect((screen.getByRole('textbox', { name: field.label }) as HTMLTextAreaElement).value).toBe(
      'Menyiram tanaman',
    );
    expect(screen.getByRole('button', { name: programLabels.enrol })).toBeTruthy();
    expect(queued()).toMatchObject([{ clientId: 'lembar-kerja-01', refused: programErrors.notEnrolled }]);
    // Refused, it is not sent again on its own.
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it('discarding asks first, then forgets the kept answers', async () => {
    enqueue(waitingEntry());
    markRefused('lembar-kerja-01', programErrors.previousSessionFirst);
    apiMock.use(
      ...loggedInAs(aUser()),
      http.get(apiPaths.programs.enrolment(code), () => HttpResponse.json(enrolled)),
    );
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: programLabels.discard }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(programLabels.discardConfirm)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: programLabels.discard }));

    await waitFor(() => expect(localStorage.getItem(queueKey)).toBeNull());
    expect((screen.getByRole('textbox', { name: field.label }) as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: programLabels.discard })).toBeNull();
  });

  it('logging out forgets a worksheet waiting on the device', async () => {
    enqueue(waitingEntry());
    apiMock.use(
      ...loggedInAs(aUser()),
      http.get(apiPaths.programs.enrolment(code), () => HttpResponse.json(enrolled)),
      http.post(apiPaths.programs.complete(code, 2), () => HttpResponse.error()),
      http.post(apiPaths.auth.logout, () => new HttpResponse(null, { status: 204 })),
    );
    renderApp(path);
    expect(await screen.findByText(programLabels.queued)).toBeTruthy();

    await act(() => logout());
    expect(localStorage.getItem(queueKey)).toBeNull();
    await waitFor(() => expect(screen.queryByText(programLabels.queued)).toBeNull());
    expect((screen.getByRole('textbox', { name: field.label }) as HTMLTextAreaElement).value).toBe('');
  });
});
