import type { ScreeningCode } from '@sehat/core/screenings/instruments';
import { selftestRules } from '@sehat/core/selftest/constants';
import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { screeningResults } from '../../db/schema/index';
import { newToken } from '../../platform/security/tokens';

const r = screeningResults;

/**
 * How long a visitor's claim token may attach their result to an account: an SRQ-29 result
 * within a day of the test (ADR 113); a PHQ-9 or GAD-7 one until retention takes it.
 */
export const claimWindowMs: Partial<Record<ScreeningCode, number>> = { srq29: selftestRules.claimWindowMs };

/** A visitor's result that a claim may still attach: nobody's yet, and within its window. */
export const claimable = and(
  isNull(r.userId),
  or(
    ne(r.code, 'srq29'),
    and(eq(r.code, 'srq29'), gt(r.createdAt, sql`now() - ${claimWindowMs.srq29} * interval '1 millisecond'`)),
  ),
);

/**
 * A visitor's claim token, given once with the result: SRQ-29's keep the 24 random bytes their
 * devices have always held (ADR 113), the others 32.
 */
export const newClaimToken = (code: ScreeningCode) => newToken(code === 'srq29' ? 24 : 32);
