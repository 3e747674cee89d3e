/**
 * The bytes of an Ogg Opus voice note as WhatsApp records them, `size` long: a first Ogg page
 * carrying the `OpusHead` header (what byte sniffing reads), then filler standing in for audio.
 */
export function voiceNoteBytes(size = 4096): Buffer {
  const page = Buffer.alloc(28);
  page.write('OggS', 0, 'latin1');
  page[5] = 0x02; // The stream's first page.
  page[26] = 1; // One segment…
  page[27] = 19; // …of the 19-byte header below.
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head[8] = 1; // Version.
  head[9] = 1; // Mono.
  head.writeUInt16LE(312, 10); // Pre-skip.
  head.writeUInt32LE(48_000, 12); // Input sample rate.
  const filler = Buffer.alloc(Math.max(0, size - page.length - head.length));
  for (let i = 0; i < filler.length; i += 1) filler[i] = (i * 31) % 251;
  return Buffer.concat([page, head, filler]);
}
