import { pagePaths } from '../site/page-paths';

/** Query parameter of the check-in page: which check-in the notification asks about. */
export const checkinParams = { checkin: 'id' } as const;

/** Where a check-in notification leads: the one-tap question for that check-in. */
export const checkinLink = (id: number) => `${pagePaths.Checkins}?${checkinParams.checkin}=${id}`;
