import { describe, expect, it } from 'vitest';
import { isJournalCategory } from '../limits';
import { journalLinkOf } from '../schemas';
import { helpPlaces } from './help-places';
import { featuredTopics, topicContent } from './index';
import { educationTopics } from './topic';

describe('topic content', () => {
  it.each(educationTopics)('%s has every section, filled, under its own slug', (slug) => {
    const topic = topicContent[slug];
    expect(topic.slug).toBe(slug);
    expect(isJournalCategory(topic.journalCategory)).toBe(true);
    expect(topic.summary.length).toBeGreaterThan(40);
    expect(topic.what.length).toBeGreaterThanOrEqual(2);
    for (const list of [topic.signs, topic.helps, topic.seekHelp]) {
      expect(list.items.length).toBeGreaterThanOrEqual(3);
      for (const item of list.items) expect(item.trim()).not.toBe('');
    }
  });

  it.each(educationTopics)('%s rests on at least three sources, each an http(s) link', (slug) => {
    const { sources } = topicContent[slug];
    expect(sources.length).toBeGreaterThanOrEqual(3);
    for (const source of sources) expect(journalLinkOf(source.url)).not.toBeNull();
    expect(sources.some((s) => s.publisher === 'World Health Organization')).toBe(true);
  });

  it('features the three screened conditions, whose articles share their slug', () => {
    expect(featuredTopics).toEqual(['neurosis', 'psikotik', 'ptsd']);
    for (const slug of featuredTopics) expect(topicContent[slug].journalCategory).toBe(slug);
  });
});

describe('where to get help', () => {
  it('lists puskesmas, psychologists and psychiatrists', () => {
    const titles = helpPlaces.map((place) => place.title);
    expect(titles).toEqual(expect.arrayContaining(['Puskesmas', 'Psikolog klinis', 'Psikiater']));
  });
});
