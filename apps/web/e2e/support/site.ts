import type { CrisisContact } from '@sehat/core/selftest/crisis-contacts';
import { defaultCrisisContacts } from '@sehat/core/site/site-defaults';

/**
 * The operator settings the e2e server starts with (global-setup), so specs can check that
 * what an operator configures is what every page shows.
 */
export const e2eCrisisLine = {
  type: 'phone',
  name: 'Hotline Jiwa Riau (uji)',
  description: 'Layanan konseling telepon daerah, 24 jam.',
  number: '0761555',
  display: '0761 555',
} satisfies CrisisContact;

export const e2eSite = {
  counsellorTeam: 'Tim Konselor Uji',
  phone: { display: '+62 761 123456', dial: '+62761123456' },
  whatsapp: '6281234567890',
  crisisContacts: [...defaultCrisisContacts.slice(0, 3), e2eCrisisLine, ...defaultCrisisContacts.slice(3)],
};

export const e2eSiteEnv = {
  CRISIS_CONTACTS: JSON.stringify(e2eSite.crisisContacts),
  COUNSELLOR_TEAM_NAME: e2eSite.counsellorTeam,
  SITE_PHONE: e2eSite.phone.display,
  SITE_WHATSAPP: e2eSite.whatsapp,
  // The journeys count a conversation's messages from none; the greeting has its own API tests.
  CHAT_GREETING: 'none',
};
