import { openChat } from './chat-launcher';
import { shareResultWithCounsellor } from './selftest/share-result';

/**
 * The counsellor button's end (docs/decisions/0113): with `share`, the user's result is shown
 * to the counsellors first (a visitor's attached to their account), then the chat opens. A
 * failed share is thrown, so whoever asked can say so and offer to start without it.
 */
export async function startCounsellorChat(userId: number, share: boolean): Promise<void> {
  if (share) await shareResultWithCounsellor(userId);
  openChat();
}
