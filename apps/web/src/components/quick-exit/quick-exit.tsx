import { useEffect, useRef } from 'react';
import { CircleHelp, LogOut } from 'lucide-react';
import { quickExitLabels } from '@sehat/core/quick-exit/messages';
import { ESCAPES_WITHIN_MS, escapesExit, quickExit, useQuickExitOffered } from '../../lib/quick-exit';
import { useDialog } from '../dialog/dialog-context';
import { VisuallyHidden } from '../ui/visually-hidden';
import styles from './quick-exit.module.css';

/**
 * Keluar cepat, wherever a screen offers it: a button that stays in view and Escape pressed
 * three times. The presses are counted before anything else handles them (the first one may
 * close the chat that offered the exit), and count if the exit was offered at the first.
 */
export function QuickExit() {
  const offered = useQuickExitOffered();
  const dialog = useDialog();
  const presses = useRef<number[]>([]);
  const offeredRef = useRef(offered);
  useEffect(() => {
    offeredRef.current = offered;
  }, [offered]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const now = Date.now();
      const recent = presses.current.filter((time) => now - time <= ESCAPES_WITHIN_MS);
      if (recent.length === 0 && !offeredRef.current) return;
      presses.current = [...recent, now];
      if (escapesExit(presses.current)) quickExit();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, []);

  if (!offered) return null;
  return (
    <div className={styles.bar} data-print="hide">
      <button type="button" className={styles.exit} onClick={quickExit}>
        <LogOut aria-hidden="true" size={18} />
        <span>
          {quickExitLabels.button}
          <VisuallyHidden> ({quickExitLabels.shortcut})</VisuallyHidden>
        </span>
      </button>
      <button
        type="button"
        className={styles.help}
        title={quickExitLabels.help}
        onClick={() =>
          void dialog.alert({ title: quickExitLabels.helpTitle, message: quickExitLabels.helpText })
        }
      >
        <CircleHelp aria-hidden="true" size={20} />
        <VisuallyHidden>{quickExitLabels.help}</VisuallyHidden>
      </button>
    </div>
  );
}
