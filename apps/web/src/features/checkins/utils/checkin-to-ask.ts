import type { Checkin } from '@sehat/core/checkins/schemas';

/**
 * The check-in to ask about now: the one a notification named, if it waits for an answer;
 * else the newest that waits.
 */
export function checkinToAsk(checkins: readonly Checkin[], requestedId: number | null): Checkin | null {
  const waiting = checkins.filter((checkin) => checkin.sentAt !== null && checkin.answeredAt === null);
  return waiting.find((checkin) => checkin.id === requestedId) ?? waiting[waiting.length - 1] ?? null;
}
