import { answerSchemas, type AnswerName } from '@sehat/core/contract/answers';

/**
 * A developer's error, never a person's: the server answered a body that core's schema of that
 * answer does not describe, so the web and the server disagree on the contract (ADR 243).
 */
export class ApiContractError extends Error {
  override readonly name = 'ApiContractError';
}

/** Throws ApiContractError, naming every field that does not match, when `body` breaks the named answer's schema. */
export function checkAnswer(answer: AnswerName, body: unknown, request: string): void {
  const result = answerSchemas[answer].safeParse(body);
  if (result.success) return;
  const issues = result.error.issues
    .map((issue) => `${issue.path.join('.') || '(the body)'}: ${issue.message}`)
    .join('; ');
  throw new ApiContractError(
    `${request} answered a body the schema of '${answer}' in @sehat/core does not describe: ${issues}`,
  );
}
