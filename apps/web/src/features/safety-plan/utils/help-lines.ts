import type { HelpLine } from '@sehat/core/safety-plan/plan-text';
import type { CrisisContact } from '@sehat/core/selftest/crisis-contacts';

/** The crisis contacts as lines of text: a number to dial, an address to open, or the name alone. */
export function helpLinesOf(contacts: readonly CrisisContact[]): HelpLine[] {
  return contacts.map((contact) => ({
    name: contact.name,
    reach: contact.type === 'phone' ? contact.display : contact.type === 'web' ? contact.url : null,
  }));
}
