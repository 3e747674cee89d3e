import { ExternalLink, MessageCircle, Phone } from 'lucide-react';
import { crisisMessages } from '@sehat/core/messages';
import { telHref, type CrisisContact } from '@sehat/core/selftest/crisis-contacts';
import styles from './crisis-contact-list.module.css';

function ContactAction({ contact, onChat }: { contact: CrisisContact; onChat: (() => void) | undefined }) {
  switch (contact.type) {
    case 'phone':
      return (
        <a className={styles.action} href={telHref(contact.number)}>
          <Phone aria-hidden="true" size={16} />
          {crisisMessages.call} {contact.display}
        </a>
      );
    case 'web':
      return (
        <a className={styles.action} href={contact.url} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" size={16} />
          {crisisMessages.open} {new URL(contact.url).host}
        </a>
      );
    case 'chat':
      return (
        <button type="button" className={styles.action} onClick={() => onChat?.()}>
          <MessageCircle aria-hidden="true" size={16} />
          {crisisMessages.chat}
        </button>
      );
  }
}

/**
 * Where to get help now: each contact with a tap-to-call (or open) action. `onChat` starts the
 * site's chat; without it the chat contact is left out (e.g. inside the chat itself).
 */
export function CrisisContactList({ contacts, onChat }: { contacts: CrisisContact[]; onChat?: () => void }) {
  return (
    <ul className={styles.list} aria-label={crisisMessages.listLabel}>
      {contacts.map((contact) =>
        contact.type === 'chat' && !onChat ? null : (
          <li key={`${contact.type}-${contact.name}`} className={styles.item}>
            <div className={styles.text}>
              <strong>{contact.name}</strong>
              <span>{contact.description}</span>
            </div>
            <ContactAction contact={contact} onChat={onChat} />
          </li>
        ),
      )}
    </ul>
  );
}
