import { commonMessages } from '@sehat/core/messages';
import { forumMessages } from '@sehat/core/forum/messages';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumModerationLog, forumReports } from '../../../db/schema/index';
import { buildTestApp, createAdmin, registerUser, type Account, type TestApp } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';
import { askQuestion, respondTo } from '../../../../test/forum';

/**
 * The forum-safety routes against a visitor, the item's author, another user and an admin.
 * Refused calls store nothing: no report, no moderation log entry.
 */
type Role = 'visitor' | 'owner' | 'other' | 'admin';
type Action = 'reportQuestion' | 'reportResponse' | 'queue' | 'decide' | 'log';

const expected: Record<Action, Record<Role, number>> = {
  reportQuestion: { visitor: 401, owner: 403, other: 201, admin: 201 },
  reportResponse: { visitor: 401, owner: 403, other: 201, admin: 201 },
  queue: { visitor: 401, owner: 403, other: 403, admin: 200 },
  decide: { visitor: 401, owner: 403, other: 403, admin: 200 },
  log: { visitor: 401, owner: 403, other: 403, admin: 200 },
};

const refusals: Partial<Record<Action, Record<number, string>>> = {
  reportQuestion: { 401: forumMessages.loginToReport, 403: forumMessages.ownReport },
  reportResponse: { 401: forumMessages.loginToReport, 403: forumMessages.ownReport },
  queue: { 401: commonMessages.notLoggedIn, 403: commonMessages.forbidden },
  decide: { 401: commonMessages.notLoggedIn, 403: commonMessages.forbidden },
};

let t: TestApp;
const accounts = {} as Record<Exclude<Role, 'visitor'>, Account>;
beforeAll(async () => {
  t = await buildTestApp();
  accounts.owner = await registerUser(t.app);
  accounts.other = await registerUser(t.app);
  accounts.admin = await createAdmin(t.app);
});
afterAll(() => t.close());

const rowCounts = async () => ({
  reports: (await t.app.db.select({ n: count() }).from(forumReports))[0]!.n,
  log: (await t.app.db.select({ n: count() }).from(forumModerationLog))[0]!.n,
});

const cases = (Object.keys(expected) as Action[]).flatMap((action) =>
  (Object.keys(expected[action]) as Role[]).map((role) => [action, role, expected[action][role]] as const),
);

describe('forum safety authorization', () => {
  it.each(cases)('%s by %s → %i', async (action, role, status) => {
    const question = await askQuestion(t.app, accounts.owner);
    const response = await respondTo(t.app, accounts.owner, question.id);
    const call = injectAs(t.app, role === 'visitor' ? null : accounts[role]);
    const before = await rowCounts();

    const reply = await {
      reportQuestion: () => call('POST', `/api/forum/questions/${question.id}/reports`, { reason: 'spam' }),
      reportResponse: () => call('POST', `/api/forum/responses/${response.id}/reports`, { reason: 'spam' }),
      queue: () => call('GET', '/api/admin/moderation'),
      decide: () => call('POST', `/api/admin/moderation/question/${question.id}`, { action: 'keep' }),
      log: () => call('GET', '/api/admin/moderation/log'),
    }[action]();

    expect(reply.statusCode, reply.body).toBe(status);
    if (status >= 400) {
      expect(await rowCounts()).toEqual(before);
      const message = refusals[action]?.[status];
      if (message) expect(reply.json().error.message).toBe(message);
    }
  });
});
