import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { JournalCategory } from '@sehat/core/education/limits';
import { educationLabels } from '@sehat/core/education/messages';
import { articleSectionId, educationParams } from '#web/config/paths';
import { articleFilterFromSearch } from '../api/article-filter';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { useJournalPages } from '../api/get-journals';
import { ArticleFilters } from './article-filters';
import { ArticleList } from './article-list';
import styles from './articles.module.css';

const searchDelayMs = 300;

/**
 * The article section (/edukasi#ruang-artikel). The category lives in the address
 * (?kategori=…), so topic pages can link to it; the search box searches as you type.
 */
export function ArticleSection() {
  const [params, setParams] = useSearchParams();
  const { category } = articleFilterFromSearch(params);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), searchDelayMs);
  const query = useJournalPages({ category, q: q || undefined });

  const changeCategory = (next: JournalCategory | undefined) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(educationParams.category, next);
        else updated.delete(educationParams.category);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <section id={articleSectionId} className={styles.section} aria-labelledby="articles-title">
      <div className={styles.sectionHead}>
        <h2 id="articles-title" className={styles.sectionTitle}>
          {educationLabels.articlesTitle}
        </h2>
        <p className={styles.sectionIntro}>{educationLabels.articlesIntro}</p>
      </div>
      <ArticleFilters
        category={category}
        onCategoryChange={changeCategory}
        search={search}
        onSearchChange={setSearch}
        counts={query.data?.pages[0]?.categoryCounts}
      />
      <ArticleList query={query} searching={Boolean(q)} />
    </section>
  );
}
