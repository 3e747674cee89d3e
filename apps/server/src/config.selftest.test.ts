import { chatLabels } from '@sehat/core/chat/messages';
import { defaultCrisisContacts, defaultSiteInfo } from '@sehat/core/site/site-defaults';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig: self-test settings', () => {
  it('defaults to the Riskesdas cut-off and the default help list', () => {
    const { selftest } = loadConfig({}, '/web');
    expect(selftest).toEqual({
      neurosisCutoff: 6,
      crisisContacts: defaultCrisisContacts,
    });
  });

  it('reads an operator crisis list and cut-off', () => {
    const contacts = [
      {
        type: 'phone',
        name: 'Hotline daerah',
        description: 'Konseling 24 jam',
        number: '0761123',
        display: '0761 123',
      },
      { type: 'chat', name: 'Chat', description: 'Konselor kami' },
    ];
    const { selftest } = loadConfig(
      {
        CRISIS_CONTACTS: JSON.stringify(contacts),
        SRQ_NEUROSIS_CUTOFF: '5',
      },
      '/web',
    );
    expect(selftest.crisisContacts).toEqual(contacts);
    expect(selftest.neurosisCutoff).toBe(5);
  });

  it.each([
    ['not JSON', '[{'],
    ['an empty list', '[]'],
    [
      'a number a phone cannot dial',
      '[{"type":"phone","name":"x","description":"y","number":"call me","display":"z"}]',
    ],
  ])('refuses a CRISIS_CONTACTS that is %s', (_label, value) => {
    expect(() => loadConfig({ CRISIS_CONTACTS: value }, '/web')).toThrow(/CRISIS_CONTACTS/);
  });

  it('refuses a cut-off outside 1–20', () => {
    expect(() => loadConfig({ SRQ_NEUROSIS_CUTOFF: '0' }, '/web')).toThrow(/SRQ_NEUROSIS_CUTOFF/);
  });
});

describe('loadConfig: site settings', () => {
  it('defaults to the built-in team name and contact details, without a phone number', () => {
    expect(loadConfig({}, '/web').site).toEqual({
      counsellorTeam: defaultSiteInfo.counsellorTeam,
      chatGreeting: chatLabels.defaultGreeting,
      counsellorSignature: 'first-name',
      contact: defaultSiteInfo.contact,
    });
  });

  it.each([
    ['SITE_PHONE', 'hubungi kami'],
    ['SITE_EMAIL', 'bukan-email'],
    ['SITE_WHATSAPP', '0812'],
    ['SITE_INSTAGRAM_URL', 'javascript:alert(1)'],
    ['SITE_MAP_LOCATION', '95,101'],
    ['COUNSELLOR_TEAM_NAME', ' '],
    ['CHAT_GREETING', ' '],
  ])('refuses a bad %s', (name, value) => {
    expect(() => loadConfig({ [name]: value }, '/web')).toThrow(new RegExp(name));
  });
});
