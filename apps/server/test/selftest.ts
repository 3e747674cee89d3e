import type { Answer } from '@sehat/core/selftest/scoring';
import type { QuestionsResponse } from '@sehat/core/selftest/schemas';
import type { FastifyInstance } from 'fastify';
import { seedSelftestQuestions } from '../src/db/seed/selftest-questions';

/** Test databases start migrated but unseeded; self-test tests seed the SRQ-29 first. */
export async function seedQuestions(app: FastifyInstance): Promise<void> {
  await seedSelftestQuestions(app.db);
}

export async function getQuestions(app: FastifyInstance): Promise<QuestionsResponse> {
  const response = await app.inject({ url: '/api/selftest/questions' });
  if (response.statusCode !== 200) throw new Error(`questions failed: ${response.body}`);
  return response.json<QuestionsResponse>();
}

/** One answer per question, "yes" exactly at the given 1-based positions. */
export function yesAt(count: number, ...positions: number[]): Answer[] {
  return Array.from({ length: count }, (_, i) => (positions.includes(i + 1) ? 1 : 0));
}

export function submit(
  app: FastifyInstance,
  payload: unknown,
  { cookie, ip }: { cookie?: string; ip?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/selftest/submissions',
    payload: payload as object,
    headers: cookie ? { cookie } : {},
    ...(ip ? { remoteAddress: ip } : {}),
  });
}
