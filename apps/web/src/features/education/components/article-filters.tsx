import { journalCategories, journalLimits, type JournalCategory } from '@sehat/core/education/limits';
import type { CategoryCounts } from '@sehat/core/education/schemas';
import { educationLabels } from '@sehat/core/education/messages';
import { SelectField } from '#web/components/ui/select-field';
import { TextField } from '#web/components/ui/text-field';
import styles from './articles.module.css';

const allValue = '';

/** The article list's category dropdown (with counts for the current search) and search box. */
export function ArticleFilters(props: {
  category: JournalCategory | undefined;
  onCategoryChange: (category: JournalCategory | undefined) => void;
  search: string;
  onSearchChange: (search: string) => void;
  counts: CategoryCounts | undefined;
}) {
  const name = (category: JournalCategory) =>
    props.counts
      ? educationLabels.categoryOption(educationLabels.categoryNames[category], props.counts[category])
      : educationLabels.categoryNames[category];
  const options = [
    { value: allValue, label: educationLabels.allCategories },
    ...journalCategories.map((category) => ({ value: category, label: name(category) })),
  ];
  return (
    <div className={styles.filters} role="search">
      <SelectField
        label={educationLabels.category}
        options={options}
        value={props.category ?? allValue}
        onChange={(e) => {
          const value = journalCategories.find((c) => c === e.target.value);
          props.onCategoryChange(value);
        }}
      />
      <TextField
        label={educationLabels.search}
        type="search"
        placeholder={educationLabels.searchPlaceholder}
        maxLength={journalLimits.searchMax}
        enterKeyHint="search"
        value={props.search}
        onChange={(e) => props.onSearchChange(e.target.value)}
      />
    </div>
  );
}
