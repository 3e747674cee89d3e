import { anxiety } from './anxiety';
import { depresi } from './depresi';
import { neurosis } from './neurosis';
import { psikotik } from './psikotik';
import { ptsd } from './ptsd';
import type { EducationTopic, TopicContent } from './topic';

/** The content of every topic page (spec §2: /edukasi/neurosis … /edukasi/anxiety). */
export const topicContent: Record<EducationTopic, TopicContent> = {
  neurosis,
  psikotik,
  ptsd,
  depresi,
  anxiety,
};

/** The three conditions the self-test screens for: the education corner's topic cards. */
export const featuredTopics = ['neurosis', 'psikotik', 'ptsd'] as const satisfies readonly EducationTopic[];
