import { LayoutGrid } from 'lucide-react';
import type { ScoredScreeningCode } from '@sehat/core/screenings/instruments';
import { screeningResultMessages } from '@sehat/core/screenings/messages';
import { ResultActionBar } from '#web/components/result/result-action-bar';
import { ButtonLink } from '#web/components/ui/button-link';
import { paths } from '#web/config/paths';

/** Take it again (results stay in the history), print, the history, the other tests. */
export function ResultActions({ code, loggedIn }: { code: ScoredScreeningCode; loggedIn: boolean }) {
  return (
    <ResultActionBar
      labels={screeningResultMessages}
      retake={{ to: paths.Screening.getHref(code) }}
      loggedIn={loggedIn}
    >
      <ButtonLink variant="ghost" to={paths.TesDiri.getHref()}>
        <LayoutGrid aria-hidden="true" size={18} />
        {screeningResultMessages.otherTests}
      </ButtonLink>
    </ResultActionBar>
  );
}
