import { useState } from 'react';
import type { ForumSort, ForumTag } from '@sehat/core/forum/limits';
import { defaultQuestionFilters, type QuestionFilters } from '../api/forum-keys';
import { useDebouncedValue } from '#web/lib/use-debounced-value';

/**
 * The list's controls: the search box as typed (sent once typing pauses), sort, tag and
 * 'Pertanyaan Saya' (which only a logged-in viewer can turn on).
 */
export function useQuestionFilters(loggedIn: boolean) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ForumSort>(defaultQuestionFilters.sort);
  const [tag, setTag] = useState<ForumTag | null>(defaultQuestionFilters.tag);
  const [mine, setMine] = useState(false);
  const q = useDebouncedValue(search.trim());

  const filters: QuestionFilters = { sort, tag, q, mine: mine && loggedIn };
  const narrowed = filters.q !== '' || filters.tag !== null || filters.mine;
  return { filters, narrowed, search, setSearch, setSort, setTag, setMine };
}
