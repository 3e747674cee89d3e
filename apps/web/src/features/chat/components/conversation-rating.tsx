import { useRatingState } from '../api/rating';
import { RatingForm } from './rating-form';

/** Below a resolved conversation: the rating form, until this resolution is rated. */
export function ConversationRating({
  conversationId,
  latestMessageId,
}: {
  conversationId: number | undefined;
  latestMessageId: number | undefined;
}) {
  const state = useRatingState(conversationId, latestMessageId);
  if (conversationId === undefined || !state.data?.ratable) return null;
  return <RatingForm key={latestMessageId} conversationId={conversationId} />;
}
