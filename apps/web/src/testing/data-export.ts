import { defaultNotificationPreferences } from '@sehat/core/notification-preferences/schemas';
import { dataExportSchema, type DataExport } from '@sehat/core/privacy/export-schema';
import type { User } from '@sehat/core/user/user-schema';

/** `member`'s data copy with nothing in it but `parts`, checked against the export's schema. */
export const exportCopyOf = (member: User, parts: Partial<DataExport> = {}): DataExport =>
  dataExportSchema.parse({
    exportedAt: '2026-11-28T10:00:00.000Z',
    user: member,
    consent: { givenAt: null, policyVersion: null, statistics: false, statisticsChangedAt: null },
    selftest: [],
    screenings: [],
    forum: { questions: [], responses: [], votes: [], reports: [] },
    chat: { messages: [], sharedResults: [] },
    chatRatings: [],
    notifications: [],
    notificationPreferences: defaultNotificationPreferences,
    mails: [],
    pushSubscriptions: [],
    safetyPlan: null,
    checkins: [],
    programs: [],
    whatsapp: null,
    wellbeing: [],
    ...parts,
  });
