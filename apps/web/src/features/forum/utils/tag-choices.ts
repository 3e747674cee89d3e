import { forumTags, type ForumTag } from '@sehat/core/forum/limits';
import { forumLabels } from '@sehat/core/forum/messages';

/** The category choices, led by the one meaning "no tag" ('Semua' to filter, 'Tanpa kategori' to ask). */
export function tagChoices(noTagLabel: string): { value: ForumTag | null; label: string }[] {
  return [
    { value: null, label: noTagLabel },
    ...forumTags.map((tag) => ({ value: tag, label: forumLabels.tags[tag] })),
  ];
}
