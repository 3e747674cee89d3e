import type { ScreeningResultRow } from '../../db/schema/index';

/**
 * Who may see a stored self-test result: only the user who took it. Health data is not shown
 * to other users, nor to admins; anonymous results belong to nobody and are never shown again.
 * Another screening's result is not a self-test result at all.
 */
export function canViewSubmission(
  viewer: { id: number },
  submission: Pick<ScreeningResultRow, 'userId' | 'code'>,
): boolean {
  return submission.code === 'srq29' && submission.userId !== null && submission.userId === viewer.id;
}
