import type { JournalCategory } from '../limits';

export const educationTopics = ['neurosis', 'psikotik', 'ptsd', 'depresi', 'anxiety'] as const;
export type EducationTopic = (typeof educationTopics)[number];

/**
 * Which journal category a topic page lists as related articles. Apart from the topic texts,
 * so a route loader can ask for them without carrying every page's content.
 */
export const topicJournalCategory = {
  neurosis: 'neurosis',
  psikotik: 'psikotik',
  ptsd: 'ptsd',
  depresi: 'depresi',
  anxiety: 'anxiety',
} as const satisfies Record<EducationTopic, JournalCategory>;

/** A publication a topic page rests on. */
export interface TopicSource {
  publisher: string;
  title: string;
  url: string;
}

/** A titled list on a topic page, with an optional lead sentence. */
export interface TopicList {
  intro?: string;
  items: readonly string[];
}

/** Everything a topic page says; the page only lays it out. */
export interface TopicContent {
  slug: EducationTopic;
  title: string;
  /** Shown on the topic card and under the page title. */
  summary: string;
  /** Which article category the page's related journals come from. */
  journalCategory: JournalCategory;
  what: readonly string[];
  signs: TopicList;
  helps: TopicList;
  seekHelp: TopicList;
  sources: readonly TopicSource[];
}
