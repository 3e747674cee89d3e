// @vitest-environment happy-dom
import { http, HttpResponse } from 'msw';
import type { SubmittedScreening } from '@sehat/core/screenings/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths } from '#web/config/paths';
import { getLocalResults, removeLocalResults } from '../utils/local-results-store';
import { apiMock, setUpApiMock } from '#web/testing/api-mock';
import { screeningOfflineSender } from './offline-sender';

setUpApiMock();
afterEach(() => removeLocalResults(getLocalResults().map((result) => result.id)));

const entry = {
  clientId: 'tes-phq9',
  kind: 'phq9' as const,
  jawaban: Array<0>(9).fill(0),
  takenAt: '2026-11-29T08:00:00.000Z',
};
const stored: SubmittedScreening = {
  id: 41,
  code: 'phq9',
  score: 0,
  band: 'minimal',
  crisis: false,
  jawaban: entry.jawaban,
  nextSteps: [],
  createdAt: '2026-11-29T08:05:00.000Z',
};

/** Answers the PHQ-9 submission with `answer`, recording the body it was sent. */
function answering(answer: SubmittedScreening) {
  const bodies: unknown[] = [];
  apiMock.use(
    http.post(apiPaths.screenings.submissions('phq9'), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(answer, { status: 201 });
    }),
  );
  return bodies;
}

describe('the screenings offline sender', () => {
  it("sends the entry through the feature's submission with its clientId, and keeps a visitor's result with its token", async () => {
    const bodies = answering({ ...stored, claimToken: 'token-41' });
    await screeningOfflineSender.send(entry);
    expect(bodies).toEqual([{ jawaban: entry.jawaban, clientId: 'tes-phq9' }]);
    const { nextSteps: _nextSteps, ...kept } = stored;
    expect(getLocalResults()).toEqual([{ ...kept, claimToken: 'token-41' }]);
  });

  it("keeps nothing on the device for a logged-in person's result (no token)", async () => {
    answering(stored);
    await screeningOfflineSender.send(entry);
    expect(getLocalResults()).toEqual([]);
  });
});
