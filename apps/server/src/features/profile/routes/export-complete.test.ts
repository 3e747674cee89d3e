import { type DataExport, dataExportSchema } from '@sehat/core/privacy/export-schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, registerUser, useTestApp } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';
import { seedQuestions } from '../../../../test/selftest';
import { columnExists, type PathToUsers, pathsToUsers, rowsAlong } from '../../../../test/user-data';
import { userDataSeeders } from '../../../../test/user-data-seeders';

const t = useTestApp();
beforeAll(async () => {
  await seedQuestions(t.app);
  // Chat needs a counsellor on duty.
  await createAdmin(t.app);
});
const { seedEverything } = userDataSeeders(t);

const filesIn = (copy: DataExport) => copy.chat.messages.filter((message) => message.file).length;

/**
 * The paths whose rows the copy shows, and how many of them it shows. A path is named
 * `table.column` (a key to users) or `table.column → table.column` (through one hop).
 */
const exported: Record<string, (copy: DataExport) => number> = {
  // Every screening's results: SRQ-29's under `selftest`, PHQ-9's and GAD-7's under `screenings`.
  'screening_results.user_id': (copy) => copy.selftest.length + copy.screenings.length,
  'forum_questions.user_id': (copy) => copy.forum.questions.length,
  'forum_responses.user_id': (copy) => copy.forum.responses.length,
  'forum_votes.user_id': (copy) => copy.forum.votes.length,
  'forum_reports.reporter_id': (copy) => copy.forum.reports.length,
  'notifications.user_id': (copy) => copy.notifications.length,
  'safety_plans.user_id': (copy) => (copy.safetyPlan ? 1 : 0),
  'checkins.user_id': (copy) => copy.checkins.length,
  'program_enrolments.user_id': (copy) => copy.programs.length,
  'program_session_completions.enrolment_id → program_enrolments.user_id': (copy) =>
    copy.programs.reduce((sum, program) => sum + program.sessions.length, 0),
  // The avatar is the profile's photo; every other file is a chat file, listed with its message.
  'uploads.user_id': (copy) => (copy.user.photoUrl ? 1 : 0) + filesIn(copy),
  'chat_messages.upload_id → uploads.user_id': filesIn,
  'chat_messages.conversation_id → conversations.user_id': (copy) => copy.chat.messages.length,
  // The person here is a user, whose messages all sit in their own conversation.
  'chat_messages.sender_id': (copy) =>
    copy.chat.messages.filter((message) => message.senderRole === 'user').length,
  'chat_result_shares.conversation_id → conversations.user_id': (copy) => copy.chat.sharedResults.length,
  'chat_result_shares.result_id → screening_results.user_id': (copy) => copy.chat.sharedResults.length,
  'chat_ratings.conversation_id → conversations.user_id': (copy) => copy.chatRatings.length,
  'mail_outbox.user_id': (copy) => copy.mails.length,
  'push_subscriptions.user_id': (copy) => copy.pushSubscriptions.length,
  // Saving writes a row for every kind; the copy shows every kind (the defaults before a first save).
  'notification_preferences.user_id': (copy) => Object.keys(copy.notificationPreferences).length,
  // A number's own account cannot sign in; a member who linked one gets it in full (ADR 233).
  'whatsapp_contacts.user_id': (copy) => (copy.whatsapp ? 1 : 0),
  // A staff member's own wellbeing checks, notes included (ADR 231).
  'staff_wellbeing.user_id': (copy) => copy.wellbeing.length,
};

/**
 * What is deliberately left out of the copy, and why. A key names one path, or a key to users
 * (`table.column`), which then leaves out every path that reaches the person through it.
 */
const notExported: Record<string, string> = {
  'account_tokens.user_id':
    'one-time reset and verification links, kept as hashes and gone within a day: credentials, not data about the person',
  'kept_mails.mail_id → mail_outbox.user_id':
    'the bodies of mails kept instead of sent (no SMTP_URL), whose links may still work; the copy lists the mails themselves (ADR 221)',
  'sessions.user_id':
    'session ids are hashes of login cookies: credentials that expire, not data about the person',
  'chat_events.user_id':
    "the live stream's replay log, kept three days: a copy of messages, reads and notifications the export holds",
  'chat_events.conversation_id → conversations.user_id':
    'the same replay log, reached through the conversation',
  'conversations.user_id':
    "the conversation's contents are the export's `chat`; its own columns (status, assignee) are the inbox's bookkeeping",
  'counsellor_presence.user_id':
    "a counsellor's online/away/offline switch and when their tab last spoke, lapsing within minutes: the team's rota, not data about the person (ADR 191)",
  'counsellor_shifts.counsellor_id':
    "a counsellor's weekly shifts, set by supervisors: the team's rota, not data about the person (ADR 232)",
  'conversations.assignee_id':
    "a counsellor holding someone else's conversation: that conversation is its user's data (ADR 64)",
  'chat_notes.conversation_id → conversations.user_id':
    "the counsellors' private notes about the person: given on a written access request after a counsellor's review, never in the self-service copy (ADR 195)",
  'chat_case_summaries.conversation_id → conversations.user_id':
    "the counsellors' case summary about the person: handled like their notes (ADR 195)",
  'chat_escalations.conversation_id → conversations.user_id':
    "the counsellors' escalation checklist about the person: handled like their notes (ADR 195, 230)",
  'chat_escalations.counsellor_id':
    "a counsellor's escalation checklist in someone else's conversation: part of that person's record (ADR 230)",
  'whatsapp_link_codes.user_id':
    'the keyed hash of a live one-time link code: secret by design, useless to the person, gone when used or after ten minutes (ADR 233); it is deleted with the account',
  'chat_notes.author_id':
    "a counsellor's note in someone else's conversation: part of that person's record (ADR 195)",
  'account_tokens.issued_by':
    "a reset link an admin made for someone else: that person's credential, not data about the admin (ADR 211)",
  'conversations.risk_handled_by':
    "a counsellor who marked someone else's conversation handled: part of that person's record (ADR 210)",
  'chat_risk_signals.conversation_id → conversations.user_id':
    "the counsellors' triage record (source and time of each risk signal, no words): its sources, the person's shared results, messages and check-in answers, are exported (ADR 210)",
  'chat_case_summaries.updated_by':
    "a counsellor's summary of someone else's conversation: part of that person's record (ADR 195)",
  'chat_resolutions.conversation_id → conversations.user_id':
    "when counsellors marked the conversation done: the inbox's bookkeeping; the person's ratings of it are exported",
  'forum_responses.question_id → forum_questions.user_id':
    "other people's responses to the person's question: their authors' words, in their authors' exports",
  'forum_votes.response_id → forum_responses.user_id':
    "who voted for the person's responses is the voters' data; the count is public",
  'forum_reports.question_id → forum_questions.user_id':
    "reports about the person's question: reporters are never named to the author (ADR 41)",
  'forum_reports.response_id → forum_responses.user_id':
    "reports about the person's response: reporters are never named to the author (ADR 41)",
  'forum_moderation_log.author_id':
    "the moderators' record of decisions on the person's items, without their text; the person was told through notifications, which are exported",
  'chat_reviews.conversation_id → conversations.user_id':
    "supervisors' scores of the counsellors' work in the person's conversation: the service's quality record about its staff, not about the person (ADR 231)",
  'chat_reviews.counsellor_id':
    "a supervisor's review of the counsellor's work in someone else's conversation: part of that conversation's record, shown to supervision only (ADR 231)",
  'chat_reviews.reviewer_id':
    "a supervisor's review of someone else's conversation: supervision's work record (ADR 231)",
  'chat_resolutions.counsellor_id':
    "who held someone else's conversation when it was resolved: the inbox's bookkeeping of that conversation (ADR 231)",
  'chat_debriefs.counsellor_id':
    "that a debrief was owed and when it was held: the team's care bookkeeping after someone else's conversation, no words (ADR 231)",
  'chat_debriefs.held_by':
    "who marked a debrief held: the team's care bookkeeping after someone else's conversation, deleted with the account (ADR 231)",
  'forum_moderation_log.admin_id':
    "an admin's record of moderation work, not data about the admin as a person",
};

/**
 * Columns that name a person without a foreign key, so the walk cannot find them; also left out.
 * The first test checks they are still there and still keyless.
 */
const unkeyed: Record<string, string> = {
  'admin_audit_log.actor_id':
    "an admin's record of changes to accounts (ADR 8): the site's audit trail, written about accounts, not by their owners",
  'admin_audit_log.target_id':
    'entries admins wrote about the account (ADR 8); changed field names, never values, and a pseudonym once the account is deleted (ADR 221)',
  'rate_limits.key':
    'attempt counters per account or address, gone within their window: bookkeeping, not data about the person',
};

const reasonLeftOut = (path: PathToUsers) => notExported[path.name] ?? notExported[path.reference];

describe('GET /api/profile/export is complete by construction', () => {
  it('accounts for every path from a table to a person: exported, or left out for a stated reason', async () => {
    const paths = await pathsToUsers(t.app.db);
    const unaccounted = paths.filter((path) => !(path.name in exported) && !reasonLeftOut(path));
    expect(
      unaccounted.map((path) => path.name),
      "these tables hold a person's rows that the data export neither shows nor leaves out on purpose. " +
        "Add them to the owning feature's export-section.ts (app.dataExporter.section) and the path to " +
        '`exported` in this test; or, if the person must not get them, add the path to `notExported` ' +
        'with the reason; and give test/user-data-seeders.ts a seeder for a new table',
    ).toEqual([]);

    const known = new Set(paths.flatMap((path) => [path.name, path.reference]));
    const stale = [...Object.keys(exported), ...Object.keys(notExported)].filter((key) => !known.has(key));
    expect(stale, 'entries of this test for paths the schema no longer has').toEqual([]);

    for (const name of Object.keys(unkeyed)) {
      const [table = '', column = ''] = name.split('.');
      expect(await columnExists(t.app.db, table, column), `${name} is gone: drop it from \`unkeyed\``).toBe(
        true,
      );
      expect(known.has(name), `${name} has a foreign key now: move it to \`notExported\``).toBe(false);
    }
  });

  it("shows every row the person has along each exported path, and nobody else's", async () => {
    const person = await registerUser(t.app);
    const bystander = await registerUser(t.app);
    await seedEverything(person);
    await seedEverything(bystander);

    const response = await injectAs(t.app, person)('GET', '/api/profile/export');
    expect(response.statusCode).toBe(200);
    const copy = dataExportSchema.parse(response.json());

    for (const path of await pathsToUsers(t.app.db)) {
      const shown = exported[path.name];
      if (!shown) continue;
      const stored = await rowsAlong(t.app.db, path, person.id);
      expect(
        stored,
        `${path.name}: test/user-data-seeders.ts must give the person a row here`,
      ).toBeGreaterThan(0);
      expect(shown(copy), `${path.name}: rows in the export`).toBe(stored);
    }
  });
});
