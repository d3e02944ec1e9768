import { SHARE_FONT_FAMILY } from './share-fonts.ts';
import { clustersOf, type FontWeight, fitLine, type Line, wrapText, xmlText } from './text-layout.ts';

/** Open Graph's recommended size (1.91:1); og:image:width/height say the same. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
/** Part of every ETag: bump it when the cards' look changes so caches fetch the new picture. */
export const SHARE_TEMPLATE_VERSION = 'v1';

const BRAND = '#0b5cad';
const INK = '#111827';
const MUTED = '#4b5563';
const MARGIN = 80;
const CONTENT_WIDTH = SHARE_IMAGE_WIDTH - 2 * MARGIN;
/** Logo types resvg decodes; a WebP logo gets the monogram instead. */
const DRAWABLE_LOGOS = new Set(['image/png', 'image/jpeg', 'image/gif']);

export type ShareLogo = { mimeType: string; data: Buffer };
export type JobCard = {
  title: string;
  company: string;
  location?: string;
  /** "Apply by …" line, already in the page's language; absent when the job has no deadline. */
  deadline?: string;
  siteName: string;
  host: string;
  logo?: ShareLogo;
};
export type SiteCard = { siteName: string; tagline: string; host: string };

type TextOptions = { x: number; y: number; size: number; weight: FontWeight; fill: string };

/** One laid-out line: each piece at its own x (see text-layout.ts for why pieces). */
function drawLine(line: Line, { x, y, size, weight, fill }: TextOptions): string {
  const spans = line.pieces.map((p) => `<tspan x="${(x + p.x).toFixed(1)}">${xmlText(p.text)}</tspan>`).join('');
  return `<text y="${y}" font-family="${SHARE_FONT_FAMILY}" font-size="${size}" font-weight="${weight}" fill="${fill}">${spans}</text>`;
}

function drawLines(lines: Line[], options: TextOptions & { lineHeight: number }): string {
  return lines.map((line, i) => drawLine(line, { ...options, y: options.y + i * options.lineHeight })).join('');
}

/** The bottom band: the portal's name on the left, its host on the right. */
function brandBand(siteName: string, host: string): string {
  const top = SHARE_IMAGE_HEIGHT - 90;
  const hostLine = fitLine(host, 26, 400, 360);
  const nameLine = fitLine(siteName, 34, 700, CONTENT_WIDTH - 400);
  return [
    `<rect x="0" y="${top}" width="${SHARE_IMAGE_WIDTH}" height="90" fill="${BRAND}"/>`,
    nameLine ? drawLine(nameLine, { x: MARGIN, y: top + 57, size: 34, weight: 700, fill: '#ffffff' }) : '',
    hostLine
      ? drawLine(hostLine, {
          x: SHARE_IMAGE_WIDTH - MARGIN - hostLine.width,
          y: top + 55,
          size: 26,
          weight: 400,
          fill: '#dbeafe',
        })
      : '',
  ].join('');
}

/** The employer's logo on a white tile, or the company's first letter on a brand-coloured one. */
function logoTile(card: JobCard, x: number, y: number, size: number): string {
  if (card.logo && DRAWABLE_LOGOS.has(card.logo.mimeType)) {
    const inset = 8;
    const href = `data:${card.logo.mimeType};base64,${card.logo.data.toString('base64')}`;
    return (
      `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="20" fill="#ffffff" stroke="#d1d5db" stroke-width="2"/>` +
      `<image x="${x + inset}" y="${y + inset}" width="${size - 2 * inset}" height="${size - 2 * inset}" ` +
      `preserveAspectRatio="xMidYMid meet" href="${href}"/>`
    );
  }
  const initial = clustersOf(card.company.trim() || card.title.trim())[0] ?? '';
  const letter = fitLine(initial.toLocaleUpperCase(), 64, 700, size);
  return (
    `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="20" fill="${BRAND}"/>` +
    (letter
      ? drawLine(letter, {
          x: x + (size - letter.width) / 2,
          y: y + size / 2 + 22,
          size: 64,
          weight: 700,
          fill: '#ffffff',
        })
      : '')
  );
}

const frame = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" ` +
  `viewBox="0 0 ${SHARE_IMAGE_WIDTH} ${SHARE_IMAGE_HEIGHT}"><rect width="100%" height="100%" fill="#ffffff"/>` +
  `<rect x="0" y="0" width="${SHARE_IMAGE_WIDTH}" height="10" fill="${BRAND}"/>${body}</svg>`;

/**
 * A job's card: logo (or monogram), company and location on top; the title in up to three lines (cut with "…");
 * the deadline; the portal's band at the bottom.
 */
export function jobCardSvg(card: JobCard): string {
  const tile = 120;
  const textX = MARGIN + tile + 32;
  const textWidth = SHARE_IMAGE_WIDTH - MARGIN - textX;
  const company = fitLine(card.company, 38, 700, textWidth);
  const location = card.location ? fitLine(card.location, 30, 400, textWidth) : undefined;
  const title = wrapText(card.title, { size: 60, weight: 700, maxWidth: CONTENT_WIDTH, maxLines: 3 });
  const deadline = card.deadline ? fitLine(card.deadline, 32, 700, CONTENT_WIDTH) : undefined;
  // The title block is centred between the logo row and the deadline (or the band): first baseline at titleTop.
  const areaTop = 210;
  const areaBottom = deadline ? 455 : 520;
  const blockHeight = (title.length - 1) * 76 + 60;
  const titleTop = Math.round(areaTop + (areaBottom - areaTop - blockHeight) / 2 + 48);
  return frame(
    [
      logoTile(card, MARGIN, 60, tile),
      company ? drawLine(company, { x: textX, y: location ? 110 : 132, size: 38, weight: 700, fill: INK }) : '',
      location ? drawLine(location, { x: textX, y: 160, size: 30, weight: 400, fill: MUTED }) : '',
      drawLines(title, { x: MARGIN, y: titleTop, size: 60, weight: 700, fill: INK, lineHeight: 76 }),
      deadline ? drawLine(deadline, { x: MARGIN, y: 500, size: 32, weight: 700, fill: BRAND }) : '',
      brandBand(card.siteName, card.host),
    ].join(''),
  );
}

/** The portal's own card (home, job search, static pages): its name large and its one-line pitch. */
export function siteCardSvg(card: SiteCard): string {
  const name = wrapText(card.siteName, { size: 72, weight: 700, maxWidth: CONTENT_WIDTH, maxLines: 2 });
  const tagline = wrapText(card.tagline, { size: 38, weight: 400, maxWidth: CONTENT_WIDTH, maxLines: 3 });
  const taglineY = 160 + name.length * 90 + 40;
  return frame(
    [
      drawLines(name, { x: MARGIN, y: 180, size: 72, weight: 700, fill: BRAND, lineHeight: 90 }),
      drawLines(tagline, { x: MARGIN, y: taglineY, size: 38, weight: 400, fill: MUTED, lineHeight: 54 }),
      brandBand(card.siteName, card.host),
    ].join(''),
  );
}
