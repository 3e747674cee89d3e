import { ExternalLink } from 'lucide-react';
import { commonMessages } from '@sehat/core/messages';
import { resultLabels } from '@sehat/core/selftest/messages';
import { ResultNote, ResultSection } from '#web/components/result/result-section';
import { Button } from '#web/components/ui/button';
import { LoadingState } from '#web/components/ui/loading-state';
import { VisuallyHidden } from '#web/components/ui/visually-hidden';
import { ApiError } from '#web/lib/api-error';
import { useRelatedArticles, type ArticleCategory } from '../api/get-related-articles';
import type { Journal } from '@sehat/core/education/schemas';
import styles from './result.module.css';

/** At most this many articles under a result; the education corner has the rest. */
const shownArticles = 6;

function ArticleCard({ journal }: { journal: Journal }) {
  return (
    <li className={styles.article}>
      <h3 className={styles.articleTitle}>{journal.judul}</h3>
      <p className={styles.articleQuote}>{journal.kutipan}</p>
      {journal.link ? (
        <a href={journal.link} target="_blank" rel="noopener noreferrer" className={styles.articleLink}>
          {resultLabels.readArticle}
          <VisuallyHidden>: {journal.judul}</VisuallyHidden>
          <ExternalLink aria-hidden="true" size={16} />
        </a>
      ) : (
        <ResultNote>{resultLabels.noLink}</ResultNote>
      )}
    </li>
  );
}

/** Related articles from the journals of the result's category (spec §2, §8 texts). */
export function RelatedArticles({ category }: { category: ArticleCategory }) {
  const articles = useRelatedArticles(category);

  let content;
  if (articles.isPending) {
    content = <LoadingState text={resultLabels.articlesLoading} />;
  } else if (articles.isError) {
    const answered = articles.error instanceof ApiError && !articles.error.isNetworkError;
    content = (
      <div className={styles.articlesState}>
        <p role="alert">{answered ? resultLabels.articlesFailed : resultLabels.articlesError}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void articles.refetch()}
          loading={articles.isFetching}
        >
          {commonMessages.retry}
        </Button>
      </div>
    );
  } else if (articles.data.journals.length === 0) {
    content = <p className={styles.articlesState}>{resultLabels.articlesEmpty}</p>;
  } else {
    content = (
      <ul className={styles.articles}>
        {articles.data.journals.slice(0, shownArticles).map((journal) => (
          <ArticleCard key={journal.id} journal={journal} />
        ))}
      </ul>
    );
  }

  return (
    <ResultSection titleId="articles-title" title={resultLabels.articles} screenOnly>
      <p>{resultLabels.articlesIntro}</p>
      {content}
    </ResultSection>
  );
}
