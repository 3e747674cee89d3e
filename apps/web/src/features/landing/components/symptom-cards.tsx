import { landingLabels } from '@sehat/core/landing/messages';
import { TopicCardGrid } from '#web/components/topic-cards/topic-card-grid';

const cards = [
  { topic: 'neurosis', ...landingLabels.cards.neurosis },
  { topic: 'psikotik', ...landingLabels.cards.psikotik },
  { topic: 'ptsd', ...landingLabels.cards.ptsd },
] as const;

/** The three conditions the self-test screens for. */
export function SymptomCards() {
  return <TopicCardGrid cards={cards} linkLabel={landingLabels.learnMore} />;
}
