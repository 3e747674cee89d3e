import { chatMessageEventSchema } from '@sehat/core/chat/schemas';

/** Whether a stream `message` event is someone writing to the counsellors (their own replies are not). */
export function isUserMessageEvent(data: string): boolean {
  try {
    const parsed = chatMessageEventSchema.safeParse(JSON.parse(data));
    return parsed.success && parsed.data.message.senderRole === 'user';
  } catch {
    return false;
  }
}
