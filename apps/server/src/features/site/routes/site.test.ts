import { defaultSiteInfo } from '@sehat/core/site/site-defaults';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/helper';
import { loadConfig } from '../../../config';
import { configCacheControl } from '../../../platform/web-pages/public-cache';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/site', () => {
  it('serves the built-in settings to anyone, cacheable for five minutes', async () => {
    const response = await t.app.inject({ url: '/api/site' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(defaultSiteInfo);
    expect(response.json<typeof defaultSiteInfo>().contact.phone).toBeNull();
    expect(response.headers['cache-control']).toBe(configCacheControl);
  });

  it('serves what the operator configured, with one crisis list for every screen', async () => {
    const contacts = [
      {
        type: 'phone',
        name: 'Hotline Riau',
        description: 'Konseling 24 jam',
        number: '0761123',
        display: '0761 123',
      },
    ];
    const env = {
      CRISIS_CONTACTS: JSON.stringify(contacts),
      COUNSELLOR_TEAM_NAME: 'Tim Konselor Riau',
      SITE_PHONE: '+62 761 123456',
      SITE_EMAIL: 'halo@contoh.id',
      SITE_CITY: 'Dumai, Riau',
      SITE_WHATSAPP: '+6281234567890',
      SITE_INSTAGRAM_URL: 'none',
      SITE_MAP_LOCATION: '1.6667,101.4478',
    };
    const { site, selftest } = loadConfig(env, '/web');
    const configured = await buildTestApp({
      site,
      retention: { selftestAnonymousDays: 365, chatDays: 90 },
      selftest: { ...t.config.selftest, crisisContacts: selftest.crisisContacts },
    });
    try {
      const response = await configured.app.inject({ url: '/api/site' });
      expect(response.json()).toEqual({
        counsellorTeam: 'Tim Konselor Riau',
        contact: {
          phone: { display: '+62 761 123456', dial: '+62761123456' },
          email: 'halo@contoh.id',
          city: 'Dumai, Riau',
          whatsapp: '6281234567890',
          instagram: null,
          youtube: defaultSiteInfo.contact.youtube,
          map: { lat: 1.6667, lon: 101.4478 },
        },
        crisisContacts: contacts,
        retention: { sessionDays: 30, selftestAnonymousDays: 365, chatDays: 90 },
      });
      // The older self-test endpoint reads the same list.
      const legacy = await configured.app.inject({ url: '/api/selftest/crisis-contacts' });
      expect(legacy.json()).toEqual({ contacts });
    } finally {
      await configured.close();
    }
  });
});
