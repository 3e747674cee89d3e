import { LogOut } from 'lucide-react';
import { quickExitLabels } from '@sehat/core/quick-exit/messages';
import { quickExit } from './quick-exit';
import { VisuallyHidden } from '../ui/visually-hidden';
import styles from './quick-exit.module.css';

/**
 * Keluar cepat: one tap leaves for an ordinary page. It lives in the sticky site header
 * (ADR 215), so the page scrolls beneath the header and never beneath the button.
 */
export function QuickExitButton({ className }: { className: string | undefined }) {
  return (
    <button
      type="button"
      className={className ? `${styles.exit} ${className}` : styles.exit}
      onClick={quickExit}
    >
      <LogOut aria-hidden="true" size={18} />
      <span>
        {quickExitLabels.button}
        <VisuallyHidden> ({quickExitLabels.shortcut})</VisuallyHidden>
      </span>
    </button>
  );
}
