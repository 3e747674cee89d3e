import { useNavigate } from 'react-router';
import { History, Printer, RotateCcw } from 'lucide-react';
import { dialogTitles } from '@sehat/core/messages';
import { resultLabels } from '@sehat/core/selftest/messages';
import { useDialog } from '../../../components/dialog/dialog-context';
import { ResultActionBar } from '../../../components/result/result-section';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { clearTestProgress } from '../../../lib/selftest/test-progress-store';
import { retakeTest } from '../../../lib/selftest/test-state-store';

/** Tes Ulang (asks first, clears the stored result and state, back to the test), print, history. */
export function ResultActions({ loggedIn }: { loggedIn: boolean }) {
  const dialog = useDialog();
  const navigate = useNavigate();

  const retake = async () => {
    const confirmed = await dialog.confirm({
      title: dialogTitles.confirm,
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
    <ResultActionBar>
      <Button size="lg" onClick={() => void retake()}>
        <RotateCcw aria-hidden="true" size={18} />
        {resultLabels.retake}
      </Button>
      <Button variant="secondary" onClick={() => window.print()}>
        <Printer aria-hidden="true" size={18} />
        {resultLabels.print}
      </Button>
      {loggedIn && (
        <ButtonLink variant="ghost" to={paths.Profile.getHref()}>
          <History aria-hidden="true" size={18} />
          {resultLabels.history}
        </ButtonLink>
      )}
    </ResultActionBar>
  );
}
