import { LineChart, Printer } from 'lucide-react';
import { scoredScreeningCodes, type ScoredScreeningCode } from '@sehat/core/screenings/instruments';
import { screeningCatalogue, screeningTrendMessages } from '@sehat/core/screenings/messages';
import { KeepResultsOffer, useScreeningHistory } from '#web/features/screenings';
import { ScoreTrend } from '#web/components/screenings/score-trend';
import { Button } from '#web/components/ui/button';
import { ButtonLink } from '#web/components/ui/button-link';
import { ErrorState } from '#web/components/ui/error-state';
import { LoadingState } from '#web/components/ui/loading-state';
import { paths } from '#web/config/paths';
import { HistoryPanel } from './history-panel';
import styles from './screening-trends.module.css';

function ScreeningTrendOf({ code }: { code: ScoredScreeningCode }) {
  const history = useScreeningHistory(code);
  const { title } = screeningCatalogue[code];
  if (history.isPending) return <LoadingState text={screeningTrendMessages.loading} />;
  if (history.isError) {
    return (
      <ErrorState
        message={screeningTrendMessages.loadFailed}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  }
  if (history.data.items.length === 0) {
    return (
      <div className={styles.empty}>
        <h3>{screeningTrendMessages.title(screeningCatalogue[code].name)}</h3>
        <p>{screeningTrendMessages.emptyWithStart(title)}</p>
        <ButtonLink variant="secondary" to={paths.Screening.getHref(code)}>
          {screeningTrendMessages.start(title)}
        </ButtonLink>
      </div>
    );
  }
  return <ScoreTrend code={code} results={history.data.items} headingLevel={3} />;
}

/**
 * The profile's history of PHQ-9 and GAD-7: each screening's scores over time as a chart with its
 * bands and a table, printable for a visit; results kept on this device are offered first.
 */
export function ScreeningTrends() {
  return (
    <HistoryPanel
      titleId="screening-trends-title"
      icon={LineChart}
      title={screeningTrendMessages.profileTitle}
      intro={screeningTrendMessages.profileIntro}
      action={
        <Button variant="secondary" size="sm" onClick={() => window.print()}>
          <Printer aria-hidden="true" size={16} />
          {screeningTrendMessages.print}
        </Button>
      }
      roomy
    >
      <KeepResultsOffer headingLevel={3} />
      {scoredScreeningCodes.map((code) => (
        <ScreeningTrendOf key={code} code={code} />
      ))}
    </HistoryPanel>
  );
}
