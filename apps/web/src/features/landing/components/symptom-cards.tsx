import { labels } from '@sehat/core/messages';
import { TopicCardGrid } from '../../../components/topic-cards/topic-card-grid';

const cards = [
  { topic: 'neurosis', ...labels.landing.cards.neurosis },
  { topic: 'psikotik', ...labels.landing.cards.psikotik },
  { topic: 'ptsd', ...labels.landing.cards.ptsd },
] as const;

/** The three conditions the self-test screens for. */
export function SymptomCards() {
  return <TopicCardGrid cards={cards} linkLabel={labels.landing.learnMore} />;
}
