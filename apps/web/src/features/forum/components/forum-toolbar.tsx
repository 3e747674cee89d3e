import { useId } from 'react';
import { RefreshCw, Search } from 'lucide-react';
import { forumLimits, forumSorts, type ForumSort, type ForumTag } from '@sehat/core/forum/limits';
import { forumLabels } from '@sehat/core/forum/messages';
import { Button } from '#web/components/ui/button';
import { tagChoices } from '../utils/tag-choices';
import styles from './forum-toolbar.module.css';

const tagOptions = tagChoices(forumLabels.tagAll);

/** Search, sort, category filter and refresh (spec §2 Forum). */
export function ForumToolbar({
  search,
  onSearch,
  sort,
  onSort,
  tag,
  onTag,
  onRefresh,
  refreshing,
}: {
  search: string;
  onSearch: (value: string) => void;
  sort: ForumSort;
  onSort: (value: ForumSort) => void;
  tag: ForumTag | null;
  onTag: (value: ForumTag | null) => void;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const id = useId();
  return (
    <div className={styles.toolbar} role="search" aria-label={forumLabels.filtersLabel}>
      <div className={styles.searchRow}>
        <div className={styles.field}>
          <label htmlFor={`${id}-q`} className={styles.label}>
            {forumLabels.search}
          </label>
          <div className={styles.searchBox}>
            <Search aria-hidden="true" size={18} className={styles.searchIcon} />
            <input
              id={`${id}-q`}
              type="search"
              className={styles.input}
              placeholder={forumLabels.searchPlaceholder}
              maxLength={forumLimits.searchMax}
              value={search}
              onChange={(event) => onSearch(event.target.value)}
            />
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-sort`} className={styles.label}>
            {forumLabels.sort}
          </label>
          <select
            id={`${id}-sort`}
            className={styles.select}
            value={sort}
            onChange={(event) => onSort(event.target.value as ForumSort)}
          >
            {forumSorts.map((value) => (
              <option key={value} value={value}>
                {forumLabels.sortOptions[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={styles.filterRow}>
        <fieldset className={styles.tags}>
          <legend className={styles.label}>{forumLabels.tag}</legend>
          <div className={styles.tagOptions}>
            {tagOptions.map((option) => (
              <label key={option.label} className={styles.tagOption}>
                <input
                  type="radio"
                  name={`${id}-tag`}
                  checked={tag === option.value}
                  onChange={() => onTag(option.value)}
                />
                <span>{option.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRefresh}
          aria-label={forumLabels.refreshQuestions}
          aria-busy={refreshing || undefined}
          className={styles.refresh}
        >
          <RefreshCw aria-hidden="true" size={16} className={refreshing ? styles.spinning : undefined} />
          {forumLabels.refresh}
        </Button>
      </div>
    </div>
  );
}
