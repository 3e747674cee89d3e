import { useEffect, useId, useRef, useState } from 'react';
import { LifeBuoy } from 'lucide-react';
import { disclosureHelpMessages } from '@sehat/core/help/messages';
import { useSiteInfo } from '#web/lib/site/site-info';
import { Button } from '../ui/button';
import { CounsellorButton } from './counsellor-button';
import { CrisisContactList } from './crisis-contact-list';
import styles from './disclosure-help.module.css';

/**
 * Help at the moment of disclosure (issue 32 item 2): right below a crisis question answered
 * "yes", without stopping the test. It is announced, not focused; 'Lanjutkan tes' shrinks it
 * to one line that opens it again. Any screening with a crisis item shows this one.
 */
export function DisclosureHelp({ returnPath }: { returnPath?: string }) {
  const { crisisContacts } = useSiteInfo();
  const titleId = useId();
  const [open, setOpen] = useState(true);
  const expand = useRef<HTMLButtonElement>(null);
  const collapsedByButton = useRef(false);
  useEffect(() => {
    if (open || !collapsedByButton.current) return;
    collapsedByButton.current = false;
    expand.current?.focus();
  }, [open]);

  if (!open) {
    return (
      <div className={styles.collapsed}>
        <LifeBuoy aria-hidden="true" size={18} />
        <p>{disclosureHelpMessages.collapsed}</p>
        <button ref={expand} type="button" className={styles.expand} onClick={() => setOpen(true)}>
          {disclosureHelpMessages.expand}
        </button>
      </div>
    );
  }
  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <div role="status" className={styles.message}>
        <h3 id={titleId} className={styles.title}>
          <LifeBuoy aria-hidden="true" size={22} />
          {disclosureHelpMessages.title}
        </h3>
        <p>{disclosureHelpMessages.text}</p>
      </div>
      <div className={styles.actions}>
        <CounsellorButton size="md" returnPath={returnPath} />
      </div>
      <CrisisContactList contacts={crisisContacts} compact />
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            collapsedByButton.current = true;
            setOpen(false);
          }}
        >
          {disclosureHelpMessages.continueTest}
        </Button>
      </div>
    </section>
  );
}
