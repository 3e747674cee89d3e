import { outsideMessages } from '@sehat/core/notifications/outside-messages';
import { pushLimits } from '@sehat/core/push/limits';
import { pushMessages } from '@sehat/core/push/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askQuestion, respondTo } from '../../../../test/forum';
import { buildTestApp, registerUser, type Account, type TestApp } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';
import { pushSubscriptions } from '../../../db/schema/index';
import { PUSH_CONCURRENCY } from '../push-delivery';
import {
  startPushService,
  verifyVapid,
  type TestDevice,
  type TestPushService,
} from '../../../../test/push-service';

let t: TestApp;
let service: TestPushService;

beforeAll(async () => {
  // Answers take a moment, as a real push service's do: deliveries overlap.
  service = await startPushService(0, { answerAfterMs: 100 });
  t = await buildTestApp({ push: { allowedOrigins: [service.origin] } });
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

const subscribe = (account: Account | null, body: { endpoint: string; keys: TestDevice['keys'] }) =>
  injectAs(t.app, account)('POST', '/api/push/subscriptions', body);
const devicesOf = async (account: Account) =>
  (await injectAs(t.app, account)('GET', '/api/profile/export')).json<{
    pushSubscriptions: { endpoint: string }[];
  }>().pushSubscriptions;

/** Someone else responds to `asker`'s question: a notification that is due at once. */
async function responseTo(asker: Account, title: string) {
  const question = await askQuestion(t.app, asker, { title });
  await respondTo(t.app, await registerUser(t.app), question.id, 'Isi tanggapan yang pribadi');
  return question;
}

describe('web push', () => {
  it('publishes the VAPID key to anyone', async () => {
    const response = await t.app.inject({ url: '/api/push/public-key' });
    expect(response.statusCode).toBe(200);
    expect(Buffer.from(response.json().publicKey, 'base64url')).toHaveLength(65);
  });

  it('sends an RFC 8291 payload, signed with VAPID, that names nothing about the person', async () => {
    const asker = await registerUser(t.app);
    const device = service.device();
    expect((await subscribe(asker, device)).statusCode).toBe(201);
    expect((await subscribe(asker, device)).statusCode).toBe(200);

    const question = await responseTo(asker, 'Judul rahasia tentang diagnosis saya');
    const request = await service.waitFor(new URL(device.endpoint).pathname);
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers.ttl).toBeDefined();
    const { key, sub } = verifyVapid(request.headers.authorization, service.origin);
    expect(key).toBe((await t.app.inject({ url: '/api/push/public-key' })).json().publicKey);
    expect(sub).toMatch(/^mailto:/);

    const plain = device.decrypt(request.body);
    expect(JSON.parse(plain)).toEqual({
      title: outsideMessages.title,
      body: outsideMessages.reply,
      link: `/forum?pertanyaan=${question.id}`,
      tag: 'forum_response',
    });
    expect(plain).not.toContain('rahasia');
    expect(plain).not.toContain('pribadi');
  });

  it('forgets a device whose push service answers 410', async () => {
    const asker = await registerUser(t.app);
    const gone = service.device(410);
    const kept = service.device();
    await subscribe(asker, gone);
    await subscribe(asker, kept);
    await responseTo(asker, 'Pertanyaan');
    await service.waitFor(new URL(gone.endpoint).pathname);
    await service.waitFor(new URL(kept.endpoint).pathname);
    await t.app.outsideDelivery.runDue();
    expect(await devicesOf(asker)).toEqual([expect.objectContaining({ endpoint: kept.endpoint })]);
  });

  it('refuses an endpoint that is not a known push service', async () => {
    const account = await registerUser(t.app);
    const keys = service.device().keys;
    for (const endpoint of [
      'https://attacker.example.com/push/1',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'http://127.0.0.1:1/push/1',
      'https://user:pw@fcm.googleapis.com/fcm/send/abc',
    ]) {
      const response = await subscribe(account, { endpoint, keys });
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json().error.code).toBe('PUSH_ENDPOINT_REFUSED');
    }
    expect(
      (await subscribe(account, { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys })).statusCode,
    ).toBe(201);
    expect(
      (await subscribe(account, { endpoint: service.device().endpoint, keys: { ...keys, auth: 'AAAA' } }))
        .statusCode,
    ).toBe(400);
  });

  it('needs a login to subscribe, and removes only the caller’s own device', async () => {
    const device = service.device();
    expect((await subscribe(null, device)).statusCode).toBe(401);
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    await subscribe(owner, device);
    const unsubscribe = (account: Account) =>
      injectAs(t.app, account)('DELETE', '/api/push/subscriptions', { endpoint: device.endpoint });
    expect((await unsubscribe(stranger)).statusCode).toBe(204);
    expect(await devicesOf(owner)).toHaveLength(1);
    expect((await unsubscribe(owner)).statusCode).toBe(204);
    expect(await devicesOf(owner)).toEqual([]);
  });

  it('keeps the newest ten devices of an account: another replaces the oldest, however many come at once', async () => {
    const account = await registerUser(t.app);
    const devices = Array.from({ length: pushLimits.subscriptionsPerAccount + 1 }, () => service.device());
    for (const device of devices) expect((await subscribe(account, device)).statusCode).toBe(201);
    expect((await devicesOf(account)).map((d) => d.endpoint)).toEqual(
      devices.slice(1).map((d) => d.endpoint),
    );

    const burst = await Promise.all(Array.from({ length: 25 }, () => subscribe(account, service.device())));
    expect(burst.map((r) => r.statusCode)).toEqual(burst.map(() => 201));
    expect(await devicesOf(account)).toHaveLength(pushLimits.subscriptionsPerAccount);
  });

  it('refuses a key that is no point on the P-256 curve, and keeps nothing', async () => {
    const account = await registerUser(t.app);
    const offCurve = Buffer.alloc(65, 1);
    offCurve[0] = 0x04;
    const device = service.device();
    const response = await subscribe(account, {
      endpoint: device.endpoint,
      keys: { ...device.keys, p256dh: offCurve.toString('base64url') },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(pushMessages.keyInvalid);
    expect(await devicesOf(account)).toEqual([]);
  });

  it('pushes to a few devices at a time; one with a broken key is forgotten and stops none of the others', async () => {
    const asker = await registerUser(t.app);
    const offCurve = Buffer.alloc(65, 1);
    offCurve[0] = 0x04;
    // Saved before keys were checked: the first the delivery meets.
    const broken = service.device();
    await t.app.db.insert(pushSubscriptions).values({
      userId: asker.id,
      endpoint: broken.endpoint,
      p256dh: offCurve.toString('base64url'),
      auth: broken.keys.auth,
    });
    const working = Array.from({ length: pushLimits.subscriptionsPerAccount - 1 }, () => service.device());
    for (const device of working) await subscribe(asker, device);

    await responseTo(asker, 'Pertanyaan');
    for (const device of working) await service.waitFor(new URL(device.endpoint).pathname);
    await t.app.outsideDelivery.runDue();
    expect(service.peakInFlight()).toBeLessThanOrEqual(PUSH_CONCURRENCY);
    expect((await devicesOf(asker)).map((d) => d.endpoint)).toEqual(working.map((d) => d.endpoint));
  });
});
