import type { EventCategory } from '../db/schema';

// Seed images are small SVGs served by the app itself (public/seed), so the demo never hot-links
// third-party images and works offline.

const CATEGORY_COLOURS: Record<EventCategory, readonly [string, string]> = {
  Athletic: ['#f97316', '#b91c1c'],
  Cycling: ['#0ea5e9', '#1e3a8a'],
  Triathlon: ['#14b8a6', '#4338ca'],
  Swimming: ['#06b6d4', '#0c4a6e'],
  'Yoga & Fitness': ['#a855f7', '#be185d'],
  'Team Sports': ['#22c55e', '#166534'],
};

// One line drawing per category, in a 200 x 200 box, to tell banners apart at a glance.
const CATEGORY_MOTIFS: Record<EventCategory, string> = {
  Athletic:
    '<circle cx="120" cy="30" r="18"/><path d="M110 55 L85 110 L120 130 L100 190 M85 110 L45 100 M105 70 L150 90 M120 130 L165 165"/>',
  Cycling:
    '<circle cx="45" cy="140" r="40"/><circle cx="160" cy="140" r="40"/><path d="M45 140 L85 70 L140 70 L160 140 M85 70 L105 140 L140 70 M75 55 L100 55"/>',
  Triathlon:
    '<path d="M10 60 Q35 40 60 60 T110 60 T160 60"/><circle cx="60" cy="140" r="28"/><circle cx="150" cy="140" r="28"/><path d="M60 140 L100 100 L150 140"/>',
  Swimming:
    '<path d="M10 120 Q35 100 60 120 T110 120 T160 120 T210 120 M10 160 Q35 140 60 160 T110 160 T160 160 T210 160"/><circle cx="140" cy="70" r="16"/><path d="M40 100 L120 80 L160 95"/>',
  'Yoga & Fitness':
    '<circle cx="100" cy="35" r="18"/><path d="M100 55 L100 120 M100 75 L40 50 M100 75 L160 50 M100 120 L55 170 L145 170 L100 120"/>',
  'Team Sports':
    '<circle cx="100" cy="100" r="70"/><path d="M100 30 L100 170 M30 100 L170 100 M52 50 Q100 100 52 150 M148 50 Q100 100 148 150"/>',
};

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Splits a title into at most `maxLines` lines of about `width` characters, on word boundaries. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && (current + ' ' + word).length > width) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
  return kept;
}

export interface BannerText {
  title: string;
  subtitle: string;
  category: EventCategory;
}

/** A 1200 x 600 event banner (2:1, the card and detail-page ratio). */
export function eventBannerSvg(banner: BannerText): string {
  return bannerSvg(banner, 1200, 600);
}

/** A 1600 x 600 promotional banner for the landing carousel. */
export function promotionalBannerSvg(banner: BannerText): string {
  return bannerSvg(banner, 1600, 600);
}

function bannerSvg({ title, subtitle, category }: BannerText, width: number, height: number): string {
  const [from, to] = CATEGORY_COLOURS[category];
  // About 34 px per character of 64 px bold text, in the space left of the motif.
  const titleLines = wrap(title, Math.floor((width - 560) / 34), 3);
  const titleTop = height / 2 - ((titleLines.length - 1) * 72) / 2 - 20;
  const tspans = titleLines
    .map((line, index) => `<tspan x="80" y="${titleTop + index * 72}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${width - 160}" cy="90" r="260" fill="#fff" opacity="0.08"/>
<circle cx="${width - 40}" cy="${height}" r="200" fill="#fff" opacity="0.06"/>
<g transform="translate(${width - 360} ${height / 2 - 130}) scale(1.3)" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round" opacity="0.85">${CATEGORY_MOTIFS[category]}</g>
<text x="80" y="110" fill="#fff" opacity="0.9" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="28" font-weight="600" letter-spacing="4">${escapeXml(category.toUpperCase())}</text>
<text fill="#fff" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="64" font-weight="800">${tspans}</text>
<text x="80" y="${height - 80}" fill="#fff" opacity="0.9" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="32">${escapeXml(subtitle)}</text>
</svg>
`;
}
