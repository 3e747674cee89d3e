import { ExternalLink, Phone } from 'lucide-react';
import { crisisMessages } from '@sehat/core/messages';
import type { CrisisContact } from '@sehat/core/selftest/crisis-contacts';
import { externalLinks } from '#web/config/paths';
import { buttonClassName, type ButtonSize } from '../ui/button-classes';
import { AftercareLinks } from './aftercare-links';
import { CounsellorButton } from './counsellor-button';
import styles from './crisis-contact-list.module.css';

function ContactAction({
  contact,
  size,
  returnPath,
}: {
  contact: CrisisContact;
  size: ButtonSize;
  returnPath: string | undefined;
}) {
  const actionClass = buttonClassName({ variant: 'danger', size });
  switch (contact.type) {
    case 'phone':
      return (
        <a className={actionClass} href={externalLinks.tel(contact.number)}>
          <Phone aria-hidden="true" size={18} />
          {crisisMessages.call} {contact.display}
        </a>
      );
    case 'web':
      return (
        <a className={actionClass} href={contact.url} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" size={18} />
          {crisisMessages.open} {new URL(contact.url).host}
        </a>
      );
    case 'chat':
      return <CounsellorButton variant="danger" size={size} returnPath={returnPath} />;
  }
}

/**
 * The one crisis help list (the operator's CRISIS_CONTACTS, from GET /api/site), as every
 * screen that shows help renders it: each service with a tap-to-call or web link, and the
 * site's chat as the one counsellor button; then what to hold on to afterwards (the safety
 * plan, services nearby, check-ins). `withoutChat` leaves the chat out where that button
 * already leads the box; `compact` is the chat popup's: the actions only. `aftercare={false}` leaves the links out (the safety plan's own list).
 */
export function CrisisContactList({
  contacts,
  compact = false,
  aftercare = true,
  withoutChat = compact,
  returnPath,
}: {
  contacts: readonly CrisisContact[];
  compact?: boolean;
  withoutChat?: boolean;
  /** Where a visitor comes back to, chat open, after signing in (default: this page). */
  returnPath?: string;
  aftercare?: boolean;
}) {
  const shown = withoutChat ? contacts.filter((contact) => contact.type !== 'chat') : contacts;
  return (
    <>
      <ul className={compact ? styles.compactList : styles.list} aria-label={crisisMessages.listLabel}>
        {shown.map((contact) => (
          <li key={`${contact.type}-${contact.name}`} className={compact ? styles.compactItem : styles.item}>
            {!compact && (
              <div className={styles.itemText}>
                <strong>{contact.name}</strong>
                <span>{contact.description}</span>
              </div>
            )}
            <ContactAction contact={contact} size={compact ? 'sm' : 'md'} returnPath={returnPath} />
          </li>
        ))}
      </ul>
      {aftercare && <AftercareLinks compact={compact} />}
    </>
  );
}
