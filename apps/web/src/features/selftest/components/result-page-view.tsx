import { resultLabels } from '@sehat/core/selftest/messages';
import { articleCategory, type ResultPage } from '@sehat/core/selftest/result-display';
import { resultText } from '@sehat/core/selftest/result-content';
import { PageContainer } from '../../../components/layout/page-container';
import { PageHeader } from '../../../components/ui/page-header';
import { PageTitle } from '../../../components/ui/page-title';
import type { ResultView } from '../utils/result-view';
import { AlsoDetected } from './also-detected';
import { CrisisHelp } from '../../../components/crisis/crisis-help';
import { DiagnosisCard } from './diagnosis-card';
import { RelatedArticles } from './related-articles';
import { ResultActions } from './result-actions';
import { ResultAdvice } from './result-advice';
import { ResultTopics } from './result-topics';
import styles from './result.module.css';

/** One result page: help first when needed, the diagnosis card, advice, the corner's topic pages, then sources, Tes Ulang. */
export function ResultPageView({
  page,
  view,
  loggedIn,
}: {
  page: ResultPage;
  view: ResultView;
  loggedIn: boolean;
}) {
  const text = resultText(view.contentKey, view.severity, view.crisis);
  return (
    <PageContainer width="medium" className={styles.page}>
      <PageTitle title={resultLabels.pageTitle} />
      {view.crisis && <CrisisHelp />}
      <PageHeader eyebrow={resultLabels.eyebrow} title={resultLabels.pageTitle} />
      <div className={styles.sections}>
        <DiagnosisCard view={view} summary={text.summary} />
        {view.alsoDetected.length > 0 && <AlsoDetected domains={view.alsoDetected} />}
        <ResultAdvice text={text} />
        <ResultTopics page={page} />
        <RelatedArticles category={articleCategory(page)} />
        <ResultActions loggedIn={loggedIn} />
      </div>
    </PageContainer>
  );
}
