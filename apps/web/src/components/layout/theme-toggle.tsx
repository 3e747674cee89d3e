import { Moon } from 'lucide-react';
import { themeLabels } from '@sehat/core/messages';
import { useTheme } from './theme-store';
import styles from './header-icon-button.module.css';

/** The header's dark-mode switch: one button whose pressed state says whether dark is on. */
export function ThemeToggle() {
  const { theme, toggle } = useTheme();
  return (
    <button
      type="button"
      className={styles.button}
      aria-pressed={theme === 'dark'}
      aria-label={themeLabels.darkMode}
      title={themeLabels.darkMode}
      onClick={toggle}
    >
      <Moon aria-hidden="true" size={20} />
    </button>
  );
}
