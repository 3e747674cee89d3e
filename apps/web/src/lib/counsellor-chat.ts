import type { ShareableResult } from '@sehat/core/chat/shareable-result';
import type { ScreeningCode } from '@sehat/core/screenings/instruments';
import { openChat } from './chat-launcher';
import { shareResultWithCounsellor } from './result-share/share-result';

/**
 * The counsellor button's end (docs/decisions/0113): with `share`, the user's result of that
 * screening is shown to the counsellors first (a visitor's kept in their account), then the
 * chat opens. A failed share is thrown, so whoever asked can say so and offer to start without it.
 */
export async function startCounsellorChat(
  userId: number,
  share: ScreeningCode | null,
  known: ShareableResult | null = null,
): Promise<void> {
  if (share) await shareResultWithCounsellor(userId, share, known);
  openChat();
}
