import { chatMessages } from './messages';
import { chatLimits } from './limits';

/**
 * What a chat attachment may be (checked on the real bytes by the server), with the extension it
 * is stored under. The audio types are those WhatsApp voice notes and audio come as (ADR 237).
 */
export const chatFileTypes = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/aac': 'aac',
  'audio/amr': 'amr',
} as const;
export type ChatFileMime = keyof typeof chatFileTypes;

export const chatFileMimeTypes = Object.keys(chatFileTypes) as ChatFileMime[];

export function isAcceptedChatFileType(mime: string): mime is ChatFileMime {
  return Object.hasOwn(chatFileTypes, mime);
}

/** Other names of an accepted type: what browsers and byte sniffing call an M4A file. */
const mimeAliases: Record<string, ChatFileMime> = { 'audio/x-m4a': 'audio/mp4' };

/**
 * The accepted type a reported or sniffed type is, or null: parameters dropped (WhatsApp's
 * `audio/ogg; codecs=opus`), case ignored, aliases resolved.
 */
export function chatFileMimeOf(reported: string): ChatFileMime | null {
  const essence = reported.split(';')[0]!.trim().toLowerCase();
  if (isAcceptedChatFileType(essence)) return essence;
  return Object.hasOwn(mimeAliases, essence) ? mimeAliases[essence]! : null;
}

export function isImageMime(mime: string): boolean {
  return mime.startsWith('image/');
}

export function isAudioMime(mime: string): boolean {
  return mime.startsWith('audio/');
}

/** The client-side check before uploading; null when the file may be sent. */
export function checkChatFile(file: { type: string; size: number }): string | null {
  if (chatFileMimeOf(file.type) === null) return chatMessages.fileTypeNotAllowed;
  if (file.size > chatLimits.fileMaxBytes) return chatMessages.fileTooLarge(fileMaxMegabytes);
  if (file.size === 0) return chatMessages.fileUnreadable;
  return null;
}

export const fileMaxMegabytes = chatLimits.fileMaxBytes / (1024 * 1024);

const NAME_MAX = 120;

/**
 * Control characters (C0, DEL, C1), format characters (the bidi overrides and isolates that
 * make `laporan\u202egpj.pdf` read as `laporanfdp.jpg`, zero-width ones) and line separators.
 */
const INVISIBLE_OR_CONTROL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}"]/gu;

/**
 * The name shown for an attachment: the sender's file name without folders, control or bidi
 * characters, at most 120 characters, always ending in the extension its real type has.
 */
export function displayFileName(original: string | null | undefined, mime: ChatFileMime): string {
  const extension = chatFileTypes[mime];
  const base = (original ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(INVISIBLE_OR_CONTROL, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.[^.]*$/, '');
  const stem = Array.from(base || 'lampiran')
    .slice(0, NAME_MAX - extension.length - 1)
    .join('');
  return `${stem}.${extension}`;
}

/** A byte count for people, e.g. '2,4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = value >= 10 ? Math.round(value).toString() : value.toFixed(1).replace('.', ',');
  return `${rounded} ${units[unit]}`;
}
