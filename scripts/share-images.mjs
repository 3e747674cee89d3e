// Writes the share cards (1200×630) and the app icons under apps/web/public from SVG with
// sharp. No text is drawn, so the result depends on no installed font: the same PNGs come out
// on any machine. Run `npm run images` after changing a design, and commit the PNGs.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../apps/web/public');
const teal = '#0f766e';
const deep = '#0b3f3b';
const mint = '#5eead4';

/** The favicon's heart and leaf, drawn in a 32×32 box. */
const heart = (fill = '#fff') =>
  `<path d="M16 25.5s-8.5-4.9-8.5-11.1A4.6 4.6 0 0 1 16 12a4.6 4.6 0 0 1 8.5 2.4c0 6.2-8.5 11.1-8.5 11.1Z" fill="${fill}"/>` +
  `<path d="M16 22.5c0-4 1.6-6.6 4.2-8-3.4.2-5.6 2.6-4.2 8Z" fill="${mint}"/>`;

/** Each topic's card carries its own pattern beside the heart. */
const topicMarks = {
  neurosis:
    '<g fill="none" stroke="#99f6e4" stroke-width="10" opacity=".55"><path d="M760 315c60-90 120 90 180 0s120 90 180 0"/><path d="M760 395c60-90 120 90 180 0s120 90 180 0"/></g>',
  psikotik:
    '<g fill="#99f6e4" opacity=".5"><circle cx="850" cy="220" r="38"/><circle cx="990" cy="300" r="24"/><circle cx="900" cy="420" r="52"/><circle cx="1060" cy="430" r="30"/></g>',
  ptsd: '<g fill="none" stroke="#99f6e4" stroke-width="10" opacity=".55"><circle cx="940" cy="315" r="70"/><circle cx="940" cy="315" r="130"/><circle cx="940" cy="315" r="190"/></g>',
  depresi:
    '<g fill="#99f6e4" opacity=".5"><rect x="800" y="360" width="60" height="120" rx="12"/><rect x="890" y="300" width="60" height="180" rx="12"/><rect x="980" y="230" width="60" height="250" rx="12"/></g>',
  anxiety:
    '<g fill="none" stroke="#99f6e4" stroke-width="10" opacity=".55"><path d="M780 315h60l30-90 50 180 40-130 30 40h120"/></g>',
};

const card = (
  mark = '',
) => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${teal}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="1120" cy="40" r="260" fill="#ffffff" opacity=".06"/>
  <circle cx="80" cy="600" r="200" fill="#ffffff" opacity=".05"/>
  <g transform="translate(${mark ? 110 : 360} 75) scale(15)">${heart()}</g>
  ${mark}
</svg>`;

const icon = (size, padding) => {
  const inner = size - 2 * padding;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${padding ? 0 : size * 0.28}" fill="${teal}"/>
  <g transform="translate(${padding} ${padding}) scale(${inner / 32})">${heart()}</g>
</svg>`;
};

const png = (svg, file) =>
  sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(path.join(publicDir, file));

await mkdir(path.join(publicDir, 'og'), { recursive: true });
await mkdir(path.join(publicDir, 'icons'), { recursive: true });
await png(card(), 'og/site.png');
for (const [topic, mark] of Object.entries(topicMarks)) await png(card(mark), `og/topic-${topic}.png`);
await png(icon(192, 0), 'icons/icon-192.png');
await png(icon(512, 0), 'icons/icon-512.png');
// Maskable: the heart stays inside the central safe zone (80 %) whatever shape the launcher cuts.
await png(icon(512, 102), 'icons/icon-maskable-512.png');
await png(icon(180, 0), 'icons/apple-touch-icon.png');
