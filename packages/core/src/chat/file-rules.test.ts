import { describe, expect, it } from 'vitest';
import { chatMessages } from './messages';
import {
  chatFileMimeOf,
  checkChatFile,
  displayFileName,
  formatFileSize,
  isAcceptedChatFileType,
} from './file-rules';

describe('chat file rules', () => {
  it.each([
    ['image/jpeg', true],
    ['image/png', true],
    ['image/webp', true],
    ['image/gif', true],
    ['application/pdf', true],
    ['audio/ogg', true],
    ['audio/mpeg', true],
    ['audio/mp4', true],
    ['audio/aac', true],
    ['audio/amr', true],
    ['audio/wav', false],
    ['video/mp4', false],
    ['image/svg+xml', false],
    ['text/html', false],
    ['application/zip', false],
    ['toString', false],
  ])('%s accepted: %s', (mime, expected) => {
    expect(isAcceptedChatFileType(mime)).toBe(expected);
  });

  it.each([
    ['audio/ogg; codecs=opus', 'audio/ogg'],
    ['Audio/OGG', 'audio/ogg'],
    ['audio/x-m4a', 'audio/mp4'],
    ['image/jpeg', 'image/jpeg'],
    ['audio/wav', null],
    ['hasOwnProperty', null],
    ['', null],
  ])('%j is stored as %s', (reported, expected) => {
    expect(chatFileMimeOf(reported)).toBe(expected);
  });

  it('lets a browser send an M4A file it calls audio/x-m4a', () => {
    expect(checkChatFile({ type: 'audio/x-m4a', size: 1000 })).toBeNull();
  });

  it('checks type, then size (10 MB), then emptiness', () => {
    expect(checkChatFile({ type: 'text/plain', size: 10 })).toBe(chatMessages.fileTypeNotAllowed);
    expect(checkChatFile({ type: 'application/pdf', size: 10 * 1024 * 1024 + 1 })).toBe(
      'Ukuran file maksimal 10 MB.',
    );
    expect(checkChatFile({ type: 'application/pdf', size: 0 })).toBe(chatMessages.fileUnreadable);
    expect(checkChatFile({ type: 'image/png', size: 10 * 1024 * 1024 })).toBeNull();
  });

  it.each([
    ['hasil lab.pdf', 'application/pdf', 'hasil lab.pdf'],
    ['C:\\Users\\siti\\foto.JPG', 'image/jpeg', 'foto.jpg'],
    ['../../etc/passwd', 'application/pdf', 'passwd.pdf'],
    ['lucu.png', 'image/gif', 'lucu.gif'],
    ['"tab\tdan\nbaris".pdf', 'application/pdf', 'tabdanbaris.pdf'],
    ['', 'image/png', 'lampiran.png'],
    [null, 'image/webp', 'lampiran.webp'],
    ['.pdf', 'application/pdf', 'lampiran.pdf'],
    ['laporan\u202egpj.pdf', 'application/pdf', 'laporangpj.pdf'],
    ['\u2067foto\u2069\u200f\u061c.png', 'image/png', 'foto.png'],
    ['nama\u200b\u2060\ufeff\u00ad.pdf', 'application/pdf', 'nama.pdf'],
    ['c1\u0085\u009bkode\u2028baris.pdf', 'application/pdf', 'c1kodebaris.pdf'],
  ] as const)('%j as %s is shown as %s', (name, mime, expected) => {
    expect(displayFileName(name, mime)).toBe(expected);
  });

  it('keeps long names at 120 characters with the extension', () => {
    const name = displayFileName(`${'a'.repeat(300)}.pdf`, 'application/pdf');
    expect(name).toHaveLength(120);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it.each([
    [512, '512 B'],
    [2048, '2,0 KB'],
    [15 * 1024, '15 KB'],
    [2.4 * 1024 * 1024, '2,4 MB'],
  ])('%i bytes → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});
