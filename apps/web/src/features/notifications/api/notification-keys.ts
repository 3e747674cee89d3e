export const notificationKeys = {
  all: ['notifications'] as const,
  summary: () => [...notificationKeys.all, 'summary'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};
