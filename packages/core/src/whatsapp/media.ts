import { chatFileMimeOf, isAudioMime, isImageMime, type ChatFileMime } from '../chat/file-rules';
import { chatLimits } from '../chat/limits';

/** The media a person's WhatsApp message may carry into the chat (ADR 237). */
export const whatsappMediaKinds = ['image', 'audio'] as const;
export type WhatsappMediaKind = (typeof whatsappMediaKinds)[number];

/** What the counsellor is told it was: a voice note is `audio` with `voice: true`. */
export type WhatsappMediaLabel = 'image' | 'voice' | 'audio';

const MB = 1024 * 1024;

/** The Cloud API's own caps (images 5 MB, audio 16 MB), never above the chat's file limit. */
export const whatsappMediaMaxBytes: Record<WhatsappMediaKind, number> = {
  image: Math.min(5 * MB, chatLimits.fileMaxBytes),
  audio: Math.min(16 * MB, chatLimits.fileMaxBytes),
};

export const whatsappMediaMaxMegabytes = (kind: WhatsappMediaKind) => whatsappMediaMaxBytes[kind] / MB;

/** Why a medium is not in the conversation: the person is asked to send it another way. */
export type WhatsappMediaProblem = 'failed' | 'type' | 'tooLarge' | 'full';

/**
 * The chat file type a medium Meta describes will be stored as, or why it cannot be: a type the
 * chat does not take (or of the other kind), or more bytes than the kind's limit.
 */
export function whatsappMediaCheck(
  kind: WhatsappMediaKind,
  reportedMime: string,
  bytes: number,
): { mime: ChatFileMime } | { problem: WhatsappMediaProblem } {
  const mime = chatFileMimeOf(reportedMime);
  const sameKind = mime !== null && (kind === 'image' ? isImageMime(mime) : isAudioMime(mime));
  if (!sameKind) return { problem: 'type' };
  if (bytes > whatsappMediaMaxBytes[kind]) return { problem: 'tooLarge' };
  return { mime };
}
