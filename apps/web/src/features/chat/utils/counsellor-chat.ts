import type { ShareableResult } from '@sehat/core/chat/shareable-result';
import type { ForumCrisisBody } from '@sehat/core/chat/forum-crisis';
import type { ScreeningCode } from '@sehat/core/screenings/instruments';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';
import { openChat } from './chat-launcher';
import { shareResultWithCounsellor } from './share-result';

export interface CounsellorChatStart {
  /** The user's result of that screening is shown to the counsellors first. */
  share?: ScreeningCode | null;
  known?: ShareableResult | null;
  /** The forum post with crisis language whose writer chose the counsellor (its text, checked and not kept). */
  forumPost?: string | null;
}

/**
 * The counsellor button's end (docs/decisions/0113, 0225): a shared result (a visitor's kept in
 * their account) and a forum post's crisis reach the counsellors first, then the chat opens. A
 * failed share is thrown, so whoever asked can say so and offer to start without it; the forum
 * signal never holds the chat back, where the person can say it themselves.
 */
export async function startCounsellorChat(
  userId: number,
  { share = null, known = null, forumPost = null }: CounsellorChatStart = {},
): Promise<void> {
  if (share) await shareResultWithCounsellor(userId, share, known);
  if (forumPost) {
    const body: ForumCrisisBody = { text: forumPost };
    await apiRequest(apiPaths.chat.forumCrisis, { method: 'POST', json: body }).catch(() => undefined);
  }
  openChat();
}
