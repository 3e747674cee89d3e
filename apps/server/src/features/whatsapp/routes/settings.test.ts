import { whatsappRequiredEnv } from '@sehat/core/whatsapp/settings';
import { describe, expect, it } from 'vitest';
import { createAdmin, createStaff, useTestApp } from '../../../../test/helper';
import { injectAs } from '../../../../test/inject-as';
import { whatsappTestSettings } from '../../../../test/whatsapp-deliveries';

const off = useTestApp();
const on = useTestApp({
  whatsapp: { ...whatsappTestSettings, graphUrl: 'http://127.0.0.1:9/v-test', followupTemplate: 'lanjutan' },
});

describe('GET /api/admin/whatsapp', () => {
  it('tells an admin whether the channel is on, where the webhook is and which variables it needs, never a secret', async () => {
    const offBody = (
      await injectAs(off.app, await createAdmin(off.app))('GET', '/api/admin/whatsapp')
    ).json();
    expect(offBody).toEqual({
      enabled: false,
      webhookUrl: 'http://localhost:3000/api/channels/whatsapp/webhook',
      required: [...whatsappRequiredEnv],
      followupTemplate: null,
    });
    const onResponse = await injectAs(on.app, await createAdmin(on.app))('GET', '/api/admin/whatsapp');
    expect(onResponse.json()).toMatchObject({ enabled: true, followupTemplate: 'lanjutan' });
    for (const secret of [
      whatsappTestSettings.accessToken,
      whatsappTestSettings.appSecret,
      whatsappTestSettings.verifyToken,
    ]) {
      expect(onResponse.body).not.toContain(secret);
    }
  });

  it('is for admins only: a counsellor 403, a visitor 401', async () => {
    const counsellor = await createStaff(off.app, 'counsellor');
    expect((await injectAs(off.app, counsellor)('GET', '/api/admin/whatsapp')).statusCode).toBe(403);
    expect((await injectAs(off.app, null)('GET', '/api/admin/whatsapp')).statusCode).toBe(401);
  });
});
