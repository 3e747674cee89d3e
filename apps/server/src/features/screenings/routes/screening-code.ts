import { isScoredScreeningCode, type ScoredScreeningCode } from '@sehat/core/screenings/instruments';
import { screeningErrors } from '@sehat/core/screenings/messages';
import { AppError, notFound } from '../../../platform/http/errors';

/**
 * The scored screening a `:code` names. SRQ-29 is listed beside them but keeps its own
 * endpoints (api.md): its results are neither sent nor read here.
 */
export function scoredCodeOf(code: string): ScoredScreeningCode {
  if (isScoredScreeningCode(code)) return code;
  if (code === 'srq29') throw new AppError(404, 'SCREENING_ELSEWHERE', screeningErrors.srq29Elsewhere);
  throw notFound(screeningErrors.notFound);
}
