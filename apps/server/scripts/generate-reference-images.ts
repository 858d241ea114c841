/**
 * Draws the demo references' pictures (src/db/seed/reference-images/*.webp) as simple flat illustrations,
 * one per kind of work, so a seeded reference looks like one a student uploaded instead of a broken image.
 * Run once when the set changes: `node --import tsx apps/server/scripts/generate-reference-images.ts`.
 * The files are committed, so a first start copies them and never loads sharp for the seed (decision 036).
 * A developer's tool, so it lives outside src: nothing the server runs imports it.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { type ReferenceImageName, referenceImageNames } from '../src/db/seed/reference-image-names.ts';

const width = 900;
const height = 600;
// The brand's teal and warm orange (apps/web/src/app/theme.ts) with a light and a dark neutral.
const teal = '#267d9a';
const tealLight = '#d0e5eb';
const orange = '#f8821a';
const cream = '#fff3e5';
const ink = '#1f2d33';
const white = '#ffffff';

const bars = (x: number, y: number, values: number[], w: number, color: string) =>
  values.map((v, i) => `<rect x="${x + i * (w + 14)}" y="${y - v}" width="${w}" height="${v}" rx="4" fill="${color}"/>`).join('');

const lines = (x: number, y: number, widths: number[], gap: number, color: string, h = 12) =>
  widths.map((w, i) => `<rect x="${x}" y="${y + i * gap}" width="${w}" height="${h}" rx="${h / 2}" fill="${color}"/>`).join('');

const scenes: Record<ReferenceImageName, string> = {
  website: `<rect width="900" height="600" fill="${tealLight}"/>
    <rect x="110" y="70" width="680" height="460" rx="18" fill="${white}"/>
    <rect x="110" y="70" width="680" height="44" rx="18" fill="${ink}"/><rect x="110" y="96" width="680" height="18" fill="${ink}"/>
    <circle cx="140" cy="92" r="7" fill="${orange}"/><circle cx="164" cy="92" r="7" fill="${cream}"/><circle cx="188" cy="92" r="7" fill="${tealLight}"/>
    <rect x="140" y="140" width="620" height="170" rx="10" fill="${teal}"/>
    ${lines(170, 190, [300, 220], 34, white, 18)}<rect x="170" y="258" width="120" height="30" rx="15" fill="${orange}"/>
    <rect x="140" y="335" width="190" height="160" rx="10" fill="${cream}"/><rect x="355" y="335" width="190" height="160" rx="10" fill="${cream}"/><rect x="570" y="335" width="190" height="160" rx="10" fill="${cream}"/>
    ${lines(160, 440, [140, 100], 22, teal, 10)}${lines(375, 440, [140, 110], 22, teal, 10)}${lines(590, 440, [140, 90], 22, teal, 10)}`,
  logo: `<rect width="900" height="600" fill="${cream}"/>
    <circle cx="330" cy="300" r="150" fill="${teal}"/><path d="M250 360 L330 200 L410 360 Z" fill="${white}"/><rect x="300" y="300" width="60" height="60" fill="${orange}"/>
    ${lines(520, 230, [240, 180, 210], 50, ink, 22)}
    <circle cx="540" cy="420" r="22" fill="${teal}"/><circle cx="600" cy="420" r="22" fill="${orange}"/><circle cx="660" cy="420" r="22" fill="${ink}"/><circle cx="720" cy="420" r="22" fill="${tealLight}"/>`,
  accounts: `<rect width="900" height="600" fill="${tealLight}"/>
    <rect x="170" y="60" width="420" height="500" rx="12" fill="${white}"/>
    ${lines(210, 110, [220, 160], 34, ink, 16)}
    ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="210" y="${200 + i * 44}" width="340" height="2" fill="${tealLight}"/>${lines(210, 180 + i * 44, [150], 0, teal, 10)}${lines(470, 180 + i * 44, [80], 0, ink, 10)}`).join('')}
    <rect x="420" y="500" width="130" height="24" rx="6" fill="${orange}"/>
    <rect x="540" y="250" width="230" height="300" rx="20" fill="${ink}"/><rect x="565" y="275" width="180" height="60" rx="8" fill="${tealLight}"/>
    ${[0, 1, 2].map((r) => [0, 1, 2].map((c) => `<rect x="${565 + c * 62}" y="${355 + r * 60}" width="50" height="46" rx="8" fill="${r === 2 && c === 2 ? orange : teal}"/>`).join('')).join('')}`,
  social: `<rect width="900" height="600" fill="${cream}"/>
    <rect x="300" y="40" width="300" height="520" rx="36" fill="${ink}"/><rect x="316" y="80" width="268" height="440" rx="10" fill="${white}"/>
    <circle cx="350" cy="115" r="18" fill="${orange}"/>${lines(378, 108, [120], 0, ink, 12)}
    <rect x="330" y="145" width="240" height="220" rx="8" fill="${teal}"/><circle cx="450" cy="245" r="60" fill="${tealLight}"/>
    <path d="M350 395 c0 -18 24 -18 24 0 c0 -18 24 -18 24 0 c0 18 -24 30 -24 36 c0 -6 -24 -18 -24 -36z" fill="${orange}"/>
    ${lines(340, 450, [200, 150], 26, teal, 10)}
    <circle cx="180" cy="180" r="50" fill="${teal}"/><circle cx="730" cy="400" r="64" fill="${orange}"/><circle cx="740" cy="140" r="30" fill="${tealLight}"/>`,
  chart: `<rect width="900" height="600" fill="${white}"/>
    <rect x="90" y="70" width="720" height="460" rx="16" fill="${cream}"/>
    <rect x="140" y="460" width="620" height="3" fill="${ink}"/><rect x="140" y="120" width="3" height="343" fill="${ink}"/>
    ${bars(180, 460, [110, 170, 140, 230, 200, 290], 56, teal)}
    <polyline points="208,320 278,270 348,290 418,200 488,220 558,140" fill="none" stroke="${orange}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"/>
    <circle cx="690" cy="230" r="60" fill="${tealLight}"/><path d="M690 230 L690 170 A60 60 0 0 1 748 245 Z" fill="${orange}"/>`,
  event: `<rect width="900" height="600" fill="${ink}"/>
    <path d="M120 0 L260 420 L0 420 Z" fill="${orange}" opacity="0.35"/><path d="M780 0 L900 420 L640 420 Z" fill="${teal}" opacity="0.45"/><path d="M450 0 L560 420 L340 420 Z" fill="${cream}" opacity="0.25"/>
    <rect x="60" y="400" width="780" height="40" fill="${teal}"/><rect x="60" y="440" width="780" height="160" fill="#14343f"/>
    ${Array.from({ length: 18 }, (_, i) => `<circle cx="${60 + i * 46}" cy="${560 - (i % 3) * 14}" r="${20 + (i % 2) * 4}" fill="#0b1c22"/>`).join('')}
    <rect x="420" y="320" width="14" height="80" fill="${cream}"/><circle cx="427" cy="305" r="22" fill="${cream}"/>`,
  code: `<rect width="900" height="600" fill="${tealLight}"/>
    <rect x="100" y="70" width="700" height="460" rx="16" fill="${ink}"/>
    ${[
      [150, 120, 180, orange],
      [190, 158, 260, teal],
      [190, 196, 200, cream],
      [230, 234, 300, tealLight],
      [230, 272, 160, orange],
      [190, 310, 240, teal],
      [150, 348, 90, orange],
      [150, 410, 220, tealLight],
      [190, 448, 320, cream],
    ]
      .map(([x, y, w, color]) => `<rect x="${x}" y="${y}" width="${w}" height="16" rx="8" fill="${color}"/>`)
      .join('')}
    <rect x="560" y="380" width="180" height="110" rx="12" fill="${teal}"/><path d="M610 410 l-25 25 l25 25 M690 410 l25 25 l-25 25" stroke="${white}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  photo: `<rect width="900" height="600" fill="${cream}"/>
    <rect x="0" y="420" width="900" height="180" fill="#f1dcc4"/>
    <rect x="160" y="170" width="170" height="260" rx="20" fill="${teal}"/><rect x="195" y="140" width="100" height="40" rx="10" fill="${teal}"/>
    <ellipse cx="470" cy="400" rx="110" ry="30" fill="${ink}" opacity="0.15"/><path d="M390 240 h160 l-25 165 h-110 z" fill="${orange}"/>
    <rect x="610" y="230" width="140" height="200" rx="70" fill="${ink}"/><rect x="650" y="190" width="60" height="50" rx="10" fill="${ink}"/>
    <circle cx="760" cy="110" r="40" fill="${white}" opacity="0.8"/>`,
  translation: `<rect width="900" height="600" fill="${white}"/>
    <rect x="110" y="110" width="300" height="380" rx="14" fill="${tealLight}"/>${lines(145, 160, [220, 180, 230, 160, 210, 140, 200], 42, teal, 14)}
    <rect x="490" y="110" width="300" height="380" rx="14" fill="${cream}"/>${lines(525, 160, [200, 230, 170, 220, 150, 210, 180], 42, orange, 14)}
    <circle cx="450" cy="300" r="46" fill="${ink}"/><path d="M425 288 h42 l-12 -12 M475 312 h-42 l12 12" stroke="${white}" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  newsletter: `<rect width="900" height="600" fill="${tealLight}"/>
    <rect x="170" y="150" width="560" height="360" rx="18" fill="${white}"/>
    <path d="M170 170 L450 360 L730 170" fill="none" stroke="${teal}" stroke-width="14" stroke-linejoin="round"/>
    <rect x="300" y="60" width="300" height="230" rx="10" fill="${cream}"/><rect x="330" y="90" width="240" height="70" rx="8" fill="${orange}"/>${lines(330, 180, [220, 180, 200], 28, teal, 10)}
    <path d="M170 170 L450 360 L730 170 L730 510 L170 510 Z" fill="${white}"/><path d="M170 510 L400 330 M730 510 L500 330" stroke="${tealLight}" stroke-width="8"/>
    <circle cx="720" cy="160" r="34" fill="${orange}"/>`,
};

for (const name of referenceImageNames) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${scenes[name]}</svg>`;
  const bytes = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
  await writeFile(fileURLToPath(new URL(`../src/db/seed/reference-images/${name}.webp`, import.meta.url)), bytes);
  console.log(`${name}.webp ${bytes.length} bytes`);
}
