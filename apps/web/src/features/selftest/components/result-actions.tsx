import { useNavigate } from 'react-router';
import { resultLabels } from '@sehat/core/selftest/messages';
import { useDialog } from '#web/components/dialog/dialog-context';
import { ResultActionBar } from '#web/components/result/result-action-bar';
import { paths } from '#web/config/paths';
import { clearTestProgress } from '../utils/test-progress-store';
import { retakeTest } from '../utils/test-state-store';

/** Tes Ulang (asks first, clears the stored result and state, back to the test), print, history. */
export function ResultActions({ loggedIn }: { loggedIn: boolean }) {
  const dialog = useDialog();
  const navigate = useNavigate();

  const retake = async () => {
    const confirmed = await dialog.confirm({
      message: resultLabels.retakeConfirm,
      confirmLabel: resultLabels.retakeConfirmButton,
      tone: 'danger',
    });
    if (!confirmed) return;
    retakeTest();
    clearTestProgress();
    void navigate(paths.TesDiri.getHref());
  };

  return (
    <ResultActionBar labels={resultLabels} retake={{ onClick: () => void retake() }} loggedIn={loggedIn} />
  );
}
