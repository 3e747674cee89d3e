import { useCallback, useEffect, useRef, useState } from 'react';
import { CircleCheck } from 'lucide-react';
import formStyles from './form.module.css';
import styles from './confirmation.module.css';

type Shown = { text: string; id: number };

/** What a <Confirmation> says; `show` again with the same text is a new confirmation. */
export function useConfirmation() {
  const [shown, setShown] = useState<Shown | null>(null);
  const show = useCallback((text: string) => {
    setShown((previous) => ({ text, id: (previous?.id ?? 0) + 1 }));
  }, []);
  const clear = useCallback(() => setShown(null), []);
  return { shown, show, clear };
}

/**
 * A done-message where the person's eyes are: a polite live region that is always in the page,
 * so screen readers hear what is put in it, and that takes focus each time it says something
 * new, so it scrolls into view and keyboard users carry on from there (ADR 218).
 */
export function Confirmation({ shown, className }: { shown: Shown | null; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const id = shown?.id;
  useEffect(() => {
    if (id !== undefined) ref.current?.focus();
  }, [id]);
  const look = shown ? `${formStyles.alertSuccess} ${styles.confirmation}` : styles.confirmation;
  return (
    <div ref={ref} role="status" tabIndex={-1} className={className ? `${look} ${className}` : look}>
      {shown && (
        <>
          <CircleCheck aria-hidden="true" size={20} className={formStyles.alertIcon} />
          <p>{shown.text}</p>
        </>
      )}
    </div>
  );
}
