import { defaultCrisisContacts } from '@sehat/core/site/site-defaults';
import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../../../test/helper';
import { configCacheControl } from '../../../platform/web-pages/public-cache';

const t = useTestApp();

describe('GET /api/selftest/crisis-contacts', () => {
  it('serves the default help list to anyone', async () => {
    const response = await t.app.inject({ url: '/api/selftest/crisis-contacts' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ contacts: defaultCrisisContacts });
    expect(response.headers['cache-control']).toBe(configCacheControl);
  });

  it('serves the operator’s list when one is configured', async () => {
    const contacts = [
      {
        type: 'phone' as const,
        name: 'Hotline',
        description: 'Konseling 24 jam',
        number: '0761123',
        display: '0761 123',
      },
    ];
    const configured = await buildTestApp({ selftest: { ...t.config.selftest, crisisContacts: contacts } });
    try {
      const response = await configured.app.inject({ url: '/api/selftest/crisis-contacts' });
      expect(response.json()).toEqual({ contacts });
    } finally {
      await configured.close();
    }
  });
});
