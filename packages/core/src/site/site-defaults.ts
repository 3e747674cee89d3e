import { crisisMessages, labels } from '../messages';
import { supportTeamName } from '../chat/support-team-name';
import { retentionDefaults } from '../privacy/retention';
import type { CrisisContact } from '../selftest/crisis-contacts';
import type { SiteContact, SiteInfo } from './schemas';

/**
 * The site's built-in settings, used when the operator sets nothing and shown by the web app
 * until the configured ones arrive. Free of zod, so every page may import it.
 */

const sejiwa: CrisisContact = { type: 'phone', ...crisisMessages.defaults.sejiwa, number: '119,8' };
const emergency: CrisisContact = { type: 'phone', ...crisisMessages.defaults.emergency, number: '112' };

/**
 * The crisis numbers the site itself stands behind (api.md: 112, 119 ext. 8, SAPA 129): what an
 * answer that must always carry them reads, whatever CRISIS_CONTACTS says.
 */
export const coreCrisisNumbers: CrisisContact[] = [
  sejiwa,
  emergency,
  { type: 'phone', ...crisisMessages.defaults.sapa, number: '129' },
];

/** Where to get help now in Indonesia (selftest-scoring.md); CRISIS_CONTACTS replaces it. */
export const defaultCrisisContacts: CrisisContact[] = [
  { type: 'web', ...crisisMessages.defaults.healing119, url: 'https://healing119.id' },
  sejiwa,
  emergency,
  { type: 'chat', ...crisisMessages.defaults.chat },
];

export const defaultSiteContact: SiteContact = {
  phone: null,
  email: 'halo@sehatjiwa.id',
  city: labels.footer.city,
  whatsapp: null,
  instagram: 'https://www.instagram.com/sehatjiwa.id',
  youtube: 'https://www.youtube.com/@sehatjiwa.id',
  /** The centre of Pekanbaru, Riau. */
  map: { lat: 0.5071, lon: 101.4478 },
};

export const defaultSiteInfo: SiteInfo = {
  counsellorTeam: supportTeamName,
  contact: defaultSiteContact,
  crisisContacts: defaultCrisisContacts,
  retention: {
    sessionDays: retentionDefaults.sessionDays,
    selftestAnonymousDays: retentionDefaults.selftestAnonymousDays,
    chatDays: retentionDefaults.chatDays,
  },
};
