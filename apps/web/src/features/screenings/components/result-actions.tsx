import { History, LayoutGrid, Printer, RotateCcw } from 'lucide-react';
import type { ScoredScreeningCode } from '@sehat/core/screenings/instruments';
import { screeningResultMessages as m } from '@sehat/core/screenings/messages';
import { ResultActionBar } from '../../../components/result/result-section';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';

/** Take it again (results stay in the history), print, the history, the other tests. */
export function ResultActions({ code, loggedIn }: { code: ScoredScreeningCode; loggedIn: boolean }) {
  return (
    <ResultActionBar>
      <ButtonLink size="lg" to={paths.Screening.getHref(code)}>
        <RotateCcw aria-hidden="true" size={18} />
        {m.retake}
      </ButtonLink>
      <Button variant="secondary" onClick={() => window.print()}>
        <Printer aria-hidden="true" size={18} />
        {m.print}
      </Button>
      {loggedIn && (
        <ButtonLink variant="ghost" to={paths.Profile.getHref()}>
          <History aria-hidden="true" size={18} />
          {m.history}
        </ButtonLink>
      )}
      <ButtonLink variant="ghost" to={paths.TesDiri.getHref()}>
        <LayoutGrid aria-hidden="true" size={18} />
        {m.otherTests}
      </ButtonLink>
    </ResultActionBar>
  );
}
