import { deliveryRules } from '@sehat/core/notifications/delivery';
import { outsideMessages } from '@sehat/core/notifications/outside-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationOf, sent } from '../../../test/chat';
import { askQuestion, respondTo } from '../../../test/forum';
import { createAdmin, registerUser, type Account } from '../../../test/helper';
import { injectAs } from '../../../test/inject-as';
import { useMailApp } from '../../../test/mail-app';
import { markRead, notificationsOf } from '../../../test/notifications';
import { startPushService, type TestDevice, type TestPushService } from '../../../test/push-service';
import { verifyEmailFromMail } from '../../../test/recovery';

let service: TestPushService;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(async () => {
  await service.close();
});
const t = useMailApp(() => ({ push: { allowedOrigins: [service.origin] } }));

const pushesTo = (device: TestDevice) =>
  service.requests
    .filter((r) => r.path === new URL(device.endpoint).pathname)
    .map((r) => JSON.parse(device.decrypt(r.body)));
const setPreferences = (account: Account, preferences: Record<string, Record<string, boolean>>) =>
  injectAs(t.app, account)('PUT', '/api/profile/notification-preferences', { preferences });

/** A logged-in user with a verified address and one subscribed device. */
async function reachableUser() {
  const account = await registerUser(t.app);
  await t.flushMail();
  await verifyEmailFromMail(t.app, t.smtp, account);
  const device = service.device();
  await injectAs(t.app, account)('POST', '/api/push/subscriptions', device);
  return { account, device };
}

/** Delivers what is due `ms` from now, then sends the mails that queued. */
async function deliverAfter(ms: number) {
  await t.app.outsideDelivery.runDue(new Date(Date.now() + ms));
  await t.flushMail();
}

describe('a counsellor reply outside the page', () => {
  it('goes out only once a few minutes passed unread, by push and (when chosen) by mail', async () => {
    const admin = await createAdmin(t.app);
    const { account, device } = await reachableUser();
    await setPreferences(account, { chat_reply: { email: true } });
    await sent(t.app, admin, await conversationOf(t.app, account), 'Kata-kata konselor yang pribadi');

    await deliverAfter(deliveryRules.chatReplyQuietMs - 30_000);
    expect(pushesTo(device)).toEqual([]);

    await deliverAfter(deliveryRules.chatReplyQuietMs + 1_000);
    expect(pushesTo(device)).toEqual([
      { title: outsideMessages.title, body: outsideMessages.reply, link: '/', tag: 'chat_reply' },
    ]);
    const [mail] = await t.smtp.waitFor(
      1,
      (m) => m.to === account.email && m.subject === outsideMessages.reply,
    );
    expect(mail!.text).not.toContain('pribadi');
    expect(mail!.text).not.toMatch(/\/verifikasi-email|\/atur-ulang/);
  });

  it('stays in the bell when it was read within those minutes', async () => {
    const admin = await createAdmin(t.app);
    const { account, device } = await reachableUser();
    await sent(t.app, admin, await conversationOf(t.app, account), 'Halo');
    expect((await markRead(t.app, account)).statusCode).toBe(204);
    await deliverAfter(deliveryRules.chatReplyQuietMs + 1_000);
    expect(pushesTo(device)).toEqual([]);
  });
});

describe('preferences decide the channels', () => {
  it('mails a forum response only when chosen, with a List-Unsubscribe that turns that kind off', async () => {
    const { account, device } = await reachableUser();
    const responder = await registerUser(t.app);
    const question = await askQuestion(t.app, account, { title: 'Judul yang tidak boleh keluar' });

    await respondTo(t.app, responder, question.id);
    await deliverAfter(0);
    expect(pushesTo(device)).toHaveLength(1);
    expect(t.smtp.received.filter((m) => m.subject === outsideMessages.reply)).toEqual([]);
    await setPreferences(account, { forum_response: { email: true } });
    await respondTo(t.app, responder, question.id, 'Tanggapan ketiga');
    await deliverAfter(0);
    const [mail] = await t.smtp.waitFor(
      1,
      (m) => m.to === account.email && m.subject === outsideMessages.reply,
    );
    expect(mail!.text).toContain(`/forum?pertanyaan=${question.id}`);
    expect(mail!.text + mail!.html).not.toContain('tidak boleh keluar');
    expect(mail!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = new URL(mail!.headers.get('list-unsubscribe')!.replace(/^<|>$/g, ''));

    const browser = await t.app.inject({ url: `${unsubscribe.pathname}${unsubscribe.search}` });
    expect(browser.statusCode).toBe(303);
    expect(browser.headers.location).toBe('/profile#pemberitahuan');
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `${unsubscribe.pathname}${unsubscribe.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(204);
    const after = await injectAs(t.app, account)('GET', '/api/profile/notification-preferences');
    expect(after.json().preferences.forum_response).toEqual({ inApp: true, push: true, email: false });

    const forged = await t.app.inject({
      method: 'POST',
      url: `${unsubscribe.pathname}?token=${account.id}.forum_response.AAAA`,
    });
    expect(forged.statusCode).toBe(400);
  });

  it('keeps a notification out of the bell when in-app is off, yet still pushes it', async () => {
    const { account, device } = await reachableUser();
    await setPreferences(account, { forum_response: { inApp: false } });
    const question = await askQuestion(t.app, account);
    await respondTo(t.app, await registerUser(t.app), question.id);
    await deliverAfter(0);
    expect(pushesTo(device)).toHaveLength(1);
    expect(await notificationsOf(t.app, account)).toMatchObject({ notifications: [], unread: 0 });
  });

  it('never mails an address its owner has not verified', async () => {
    const account = await registerUser(t.app);
    await setPreferences(account, { forum_response: { email: true } });
    const question = await askQuestion(t.app, account);
    await respondTo(t.app, await registerUser(t.app), question.id);
    await deliverAfter(0);
    expect(
      t.smtp.received.filter((m) => m.to === account.email && m.subject === outsideMessages.reply),
    ).toEqual([]);
  });
});
