import { quickExitLabels } from '@sehat/core/quick-exit/messages';
import { useDialog } from '../dialog/dialog-context';

/** What Keluar cepat does and does not erase, for whoever wants to know before they need it. */
export function QuickExitHelp({ className }: { className: string | undefined }) {
  const dialog = useDialog();
  return (
    <button
      type="button"
      className={className}
      onClick={() =>
        void dialog.alert({ title: quickExitLabels.helpTitle, message: quickExitLabels.helpText })
      }
    >
      {quickExitLabels.help}
    </button>
  );
}
