import { checkinMessages } from '@sehat/core/checkins/messages';
import { forbidden } from '../../platform/http/errors';
import type { AccountRow } from '../../platform/accounts/user-presenter';

/**
 * Only user accounts ask for check-ins: an answer reaches the counsellor team through the
 * person's own conversation, which admins do not have.
 */
export function assertMayHaveCheckins(viewer: AccountRow): void {
  if (viewer.role !== 'user') throw forbidden(checkinMessages.usersOnly);
}
