import { z } from 'zod';
import { commonMessages } from '../messages';
import { fixedKinds, notificationKinds, type NotificationKind } from '../notifications/limits';

/** The id of the profile's notification settings section (unsubscribe links open it). */
export const notificationSettingsAnchor = 'pemberitahuan';

/** Where a notification may reach the person: the bell, this device's push, e-mail. */
export const notificationChannels = ['inApp', 'push', 'email'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

export type ChannelPreferences = Record<NotificationChannel, boolean>;
export type NotificationPreferences = Record<NotificationKind, ChannelPreferences>;

/**
 * api.md: in-app on, push on (it only reaches devices the person subscribed), e-mail off
 * except for the check-ins the person asked for.
 */
export const defaultNotificationPreferences: NotificationPreferences = {
  forum_response: { inApp: true, push: true, email: false },
  chat_reply: { inApp: true, push: true, email: false },
  moderation: { inApp: true, push: true, email: false },
  checkin: { inApp: true, push: true, email: true },
  chat_overdue: { inApp: true, push: true, email: false },
  chat_escalation: { inApp: true, push: true, email: false },
  care_offer: { inApp: true, push: true, email: false },
  // Asked for on the programme page, as a check-in is: it reaches the person by mail too.
  program_reminder: { inApp: true, push: true, email: true },
  // Fixed: its mail is not a notification mail (no unsubscribe), it always goes on its own.
  account_security: { inApp: true, push: true, email: false },
};

const flag = z.boolean({ error: commonMessages.invalidInput });
const channelsSchema = z.object({ inApp: flag, push: flag, email: flag });

export const notificationPreferencesSchema = z.object({
  preferences: z.object(
    Object.fromEntries(notificationKinds.map((kind) => [kind, channelsSchema])) as Record<
      NotificationKind,
      typeof channelsSchema
    >,
  ),
});
/** The answer of GET and PUT: every kind's choices. */
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesSchema>;

/** PUT body: any kinds, any of their channels; what is left out stays as it was. */
export const notificationPreferencesPatchSchema = z.object({
  preferences: z.object(
    Object.fromEntries(
      notificationKinds.map((kind) => [kind, channelsSchema.partial().optional()]),
    ) as Record<NotificationKind, z.ZodOptional<ReturnType<typeof channelsSchema.partial>>>,
    { error: commonMessages.invalidInput },
  ),
});
export type NotificationPreferencesPatch = z.infer<typeof notificationPreferencesPatchSchema>;

/** Stored choices over the defaults. */
export function withDefaults(
  stored: Partial<Record<NotificationKind, ChannelPreferences>>,
): NotificationPreferences {
  return Object.fromEntries(
    notificationKinds.map((kind) => [
      kind,
      (fixedKinds.includes(kind) ? undefined : stored[kind]) ?? defaultNotificationPreferences[kind],
    ]),
  ) as NotificationPreferences;
}

/** `current` with the patch's choices applied. */
export function applyPreferencesPatch(
  current: NotificationPreferences,
  patch: NotificationPreferencesPatch['preferences'],
): NotificationPreferences {
  return Object.fromEntries(
    notificationKinds.map((kind) => [
      kind,
      fixedKinds.includes(kind) ? current[kind] : { ...current[kind], ...patch[kind] },
    ]),
  ) as NotificationPreferences;
}
