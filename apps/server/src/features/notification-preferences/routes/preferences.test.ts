import { defaultNotificationPreferences } from '@sehat/core/notification-preferences/schemas';
import { describe, expect, it } from 'vitest';
import { registerUser, useTestApp } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';

const t = useTestApp();
const url = '/api/profile/notification-preferences';

describe('notification preferences', () => {
  it('start at the defaults: in-app and push on, e-mail only for check-ins', async () => {
    const account = await registerUser(t.app);
    const response = await injectAs(t.app, account)('GET', url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ preferences: defaultNotificationPreferences });
  });

  it('change what a PUT names and keep the rest; each person has their own', async () => {
    const account = await registerUser(t.app);
    const other = await registerUser(t.app);
    const put = await injectAs(t.app, account)('PUT', url, {
      preferences: { chat_reply: { email: true }, moderation: { push: false, inApp: false } },
    });
    expect(put.statusCode).toBe(200);
    const expected = {
      ...defaultNotificationPreferences,
      chat_reply: { inApp: true, push: true, email: true },
      moderation: { inApp: false, push: false, email: false },
    };
    expect(put.json().preferences).toEqual(expected);
    expect((await injectAs(t.app, account)('GET', url)).json().preferences).toEqual(expected);
    expect((await injectAs(t.app, other)('GET', url)).json().preferences).toEqual(
      defaultNotificationPreferences,
    );
  });

  it('refuse a value that is not a yes/no, and visitors', async () => {
    const account = await registerUser(t.app);
    const bad = await injectAs(t.app, account)('PUT', url, { preferences: { chat_reply: { email: 'ya' } } });
    expect(bad.statusCode).toBe(400);
    expect((await injectAs(t.app, null)('GET', url)).statusCode).toBe(401);
    expect((await injectAs(t.app, null)('PUT', url, { preferences: {} })).statusCode).toBe(401);
  });
});
