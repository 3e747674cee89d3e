// @vitest-environment happy-dom
import { http, HttpResponse } from 'msw';
import type { SubmittedScreening } from '@sehat/core/screenings/schemas';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '#web/config/paths';
import { apiMock, setUpApiMock } from '#web/testing/api-mock';
import { ApiContractError } from './answer-check';
import { apiRequest } from './api-client';

setUpApiMock();

const path = apiPaths.screenings.submissions('phq9');
const stored: SubmittedScreening = {
  id: 41,
  code: 'phq9',
  score: 0,
  band: 'minimal',
  crisis: false,
  jawaban: Array<0>(9).fill(0),
  nextSteps: [],
  createdAt: '2026-11-29T08:05:00.000Z',
};

function answering(body: object) {
  apiMock.use(http.post(path, () => HttpResponse.json(body, { status: 201 })));
}

describe("apiRequest with core's response schema (tests run as development does)", () => {
  it('returns the answer as it came when the schema describes it', async () => {
    const answer = { ...stored, claimToken: 'token-41', addedLater: true };
    answering(answer);
    await expect(apiRequest(path, { method: 'POST', answer: 'screenings.submitted' })).resolves.toEqual(
      answer,
    );
  });

  it('throws a developer error naming the request and every field that breaks the schema', async () => {
    answering({ ...stored, score: '0', crisis: undefined });
    const call = apiRequest(path, { method: 'POST', answer: 'screenings.submitted' });
    await expect(call).rejects.toBeInstanceOf(ApiContractError);
    await expect(call).rejects.toThrow(
      `POST ${path} answered a body the schema of 'screenings.submitted' in @sehat/core does not describe`,
    );
    await expect(call).rejects.toThrow(/score: .*; crisis: /);
  });

  it('checks nothing when no answer is named', async () => {
    answering({ score: '0' });
    await expect(apiRequest(path, { method: 'POST' })).resolves.toEqual({ score: '0' });
  });
});
