import type { ModerationStatus } from '@sehat/core/forum/moderation-contract';

export const moderationKeys = {
  all: ['admin', 'moderation'] as const,
  queue: (status: ModerationStatus) => ['admin', 'moderation', 'queue', status] as const,
  log: () => ['admin', 'moderation', 'log'] as const,
};
