import { useEffect, useId, useRef } from 'react';
import { ExternalLink, LifeBuoy, MessageCircle, Phone } from 'lucide-react';
import { crisisMessages } from '@sehat/core/messages';
import { telHref, type CrisisContact } from '@sehat/core/selftest/crisis-contacts';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import styles from './crisis-help.module.css';

function ContactAction({
  contact,
  loggedIn,
  onChat,
}: {
  contact: CrisisContact;
  loggedIn: boolean;
  onChat: () => void;
}) {
  switch (contact.type) {
    case 'phone':
      return (
        <a className={styles.action} href={telHref(contact.number)}>
          <Phone aria-hidden="true" size={18} />
          {crisisMessages.call} {contact.display}
        </a>
      );
    case 'web':
      return (
        <a className={styles.action} href={contact.url} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" size={18} />
          {crisisMessages.open} {new URL(contact.url).host}
        </a>
      );
    case 'chat':
      return loggedIn ? (
        <Button variant="danger" onClick={onChat}>
          <MessageCircle aria-hidden="true" size={18} />
          {crisisMessages.chat}
        </Button>
      ) : (
        <ButtonLink variant="danger" to={paths.Login.getHref()}>
          <MessageCircle aria-hidden="true" size={18} />
          {crisisMessages.chatLogin}
        </ButtonLink>
      );
  }
}

/**
 * Where to get help now, shown first when a crisis question was answered "yes". It takes
 * focus when it appears, so a screen reader starts here too. Numbers are tap-to-call links.
 */
export function CrisisHelp({
  contacts,
  loggedIn,
  onChat,
}: {
  contacts: CrisisContact[];
  loggedIn: boolean;
  onChat: () => void;
}) {
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);

  return (
    <section ref={ref} tabIndex={-1} className={styles.box} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        <LifeBuoy aria-hidden="true" size={26} />
        {crisisMessages.title}
      </h2>
      <p className={styles.text}>{crisisMessages.text}</p>
      <ul className={styles.list} aria-label={crisisMessages.listLabel}>
        {contacts.map((contact) => (
          <li key={`${contact.type}-${contact.name}`} className={styles.item}>
            <div className={styles.itemText}>
              <strong>{contact.name}</strong>
              <span>{contact.description}</span>
            </div>
            <ContactAction contact={contact} loggedIn={loggedIn} onChat={onChat} />
          </li>
        ))}
      </ul>
      <p className={styles.danger}>{crisisMessages.danger}</p>
    </section>
  );
}
