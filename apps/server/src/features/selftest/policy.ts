import type { SubmissionRow } from '../../db/schema/index';

/**
 * Who may see a stored self-test result: only the user who took it. Health data is not shown
 * to other users, nor to admins; anonymous results belong to nobody and are never shown again.
 */
export function canViewSubmission(
  viewer: { id: number },
  submission: Pick<SubmissionRow, 'userId'>,
): boolean {
  return submission.userId !== null && submission.userId === viewer.id;
}
