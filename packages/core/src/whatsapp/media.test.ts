import { describe, expect, it } from 'vitest';
import { whatsappMediaCheck, whatsappMediaMaxBytes } from './media';
import { whatsappMessages } from './messages';

const MB = 1024 * 1024;

describe('WhatsApp media limits (ADR 237)', () => {
  it("takes the platform's cap or the chat's 10 MB, whichever is lower", () => {
    expect(whatsappMediaMaxBytes).toEqual({ image: 5 * MB, audio: 10 * MB });
  });

  it.each([
    ['image', 'image/jpeg', 5 * MB, { mime: 'image/jpeg' }],
    ['image', 'image/png', 1000, { mime: 'image/png' }],
    ['image', 'image/jpeg', 5 * MB + 1, { problem: 'tooLarge' }],
    ['audio', 'audio/ogg; codecs=opus', 10 * MB, { mime: 'audio/ogg' }],
    ['audio', 'audio/mp4', 1000, { mime: 'audio/mp4' }],
    ['audio', 'audio/amr', 1000, { mime: 'audio/amr' }],
    ['audio', 'audio/ogg', 10 * MB + 1, { problem: 'tooLarge' }],
    ['audio', 'audio/wav', 1000, { problem: 'type' }],
    ['audio', 'image/jpeg', 1000, { problem: 'type' }],
    ['image', 'audio/mpeg', 1000, { problem: 'type' }],
    ['image', 'application/pdf', 1000, { problem: 'type' }],
  ] as const)('%s of %s, %i bytes → %j', (kind, mime, bytes, expected) => {
    expect(whatsappMediaCheck(kind, mime, bytes)).toEqual(expected);
  });

  it('tells the counsellor what could not be kept and why', () => {
    expect(whatsappMessages.media.unavailable('voice', 'failed', 10)).toBe(
      '[Pesan suara tidak dapat diambil dari WhatsApp. Minta pengguna mengirimkannya lagi atau menuliskannya.]',
    );
    expect(whatsappMessages.media.unavailable('image', 'tooLarge', 5)).toContain('lebih dari 5 MB');
  });
});
