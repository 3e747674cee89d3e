import { ExternalLink, MessageCircle, Phone } from 'lucide-react';
import { useLocation } from 'react-router';
import { crisisMessages } from '@sehat/core/messages';
import type { CrisisContact } from '@sehat/core/selftest/crisis-contacts';
import { externalLinks, paths } from '../../config/paths';
import { openChat } from '../../lib/chat-launcher';
import { useQuickExitOffer } from '../../lib/quick-exit';
import { Button } from '../ui/button';
import { buttonClassName, type ButtonSize } from '../ui/button-classes';
import { ButtonLink } from '../ui/button-link';
import { AftercareLinks } from './aftercare-links';
import styles from './crisis-contact-list.module.css';

export interface CrisisChatOptions {
  loggedIn: boolean;
  /** Where a visitor comes back to, chat open, after logging in (default: this page). */
  returnPath?: string | undefined;
  /** What the chat button does for a logged-in user (default: opens the chat popup). */
  onChat?: (() => void) | undefined;
}

function ContactAction({
  contact,
  chat,
  size,
}: {
  contact: CrisisContact;
  chat: CrisisChatOptions;
  size: ButtonSize;
}) {
  const location = useLocation();
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
    case 'chat': {
      if (chat.loggedIn) {
        return (
          <Button variant="danger" size={size} onClick={chat.onChat ?? openChat}>
            <MessageCircle aria-hidden="true" size={18} />
            {crisisMessages.chat}
          </Button>
        );
      }
      const returnPath = chat.returnPath ?? `${location.pathname}${location.search}`;
      return (
        <ButtonLink variant="danger" size={size} to={paths.Login.getHref({ path: returnPath, chat: true })}>
          <MessageCircle aria-hidden="true" size={18} />
          {crisisMessages.chatLogin}
        </ButtonLink>
      );
    }
  }
}

/**
 * The one crisis help list (the operator's CRISIS_CONTACTS, from GET /api/site), as every
 * screen that shows help renders it: each service with a tap-to-call, web or chat action, then
 * what to hold on to afterwards (the safety plan, services nearby, check-ins). Wherever it
 * shows, Keluar cepat is offered. `compact` is the chat popup's: the actions only, without the
 * site's own chat. `aftercare={false}` leaves the links out (the safety plan's own list).
 */
export function CrisisContactList({
  contacts,
  chat,
  compact = false,
  aftercare = true,
}: {
  contacts: readonly CrisisContact[];
  chat: CrisisChatOptions;
  compact?: boolean;
  aftercare?: boolean;
}) {
  useQuickExitOffer();
  const shown = compact ? contacts.filter((contact) => contact.type !== 'chat') : contacts;
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
            <ContactAction contact={contact} chat={chat} size={compact ? 'sm' : 'md'} />
          </li>
        ))}
      </ul>
      {aftercare && <AftercareLinks compact={compact} />}
    </>
  );
}
