import { chatMessages } from './messages';
import { chatLimits } from './limits';

/** What a chat attachment may be (checked on the real bytes by the server). */
export const chatFileTypes = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
} as const;
export type ChatFileMime = keyof typeof chatFileTypes;

export const chatFileMimeTypes = Object.keys(chatFileTypes) as ChatFileMime[];

export function isAcceptedChatFileType(mime: string): mime is ChatFileMime {
  return Object.hasOwn(chatFileTypes, mime);
}

export function isImageMime(mime: string): boolean {
  return mime.startsWith('image/');
}

/** The client-side check before uploading; null when the file may be sent. */
export function checkChatFile(file: { type: string; size: number }): string | null {
  if (!isAcceptedChatFileType(file.type)) return chatMessages.fileTypeNotAllowed;
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
