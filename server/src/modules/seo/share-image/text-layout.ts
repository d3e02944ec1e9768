import { Resvg } from '@resvg/resvg-js';
import { escapeHtml } from '../../../http/escape-html.ts';
import { LruMap } from '../../../public-cache/lru-map.ts';
import { SHARE_FONT_FAMILY, SHARE_FONT_OPTIONS } from './share-fonts.ts';

export type FontWeight = 400 | 700;
/** A piece of a line drawn at its own x (relative to the line's start). */
export type Piece = { text: string; x: number };
export type Line = { pieces: Piece[]; width: number };

/** Widths are measured once at this size and scaled (glyph advances scale linearly). */
const REFERENCE_SIZE = 100;
const ELLIPSIS = '…';
const graphemes = new Intl.Segmenter('ne', { granularity: 'grapheme' });
const advances = new LruMap<string, number>(20_000);

/**
 * `text` without what XML 1.0 cannot carry: C0 controls other than tab, LF and CR, U+FFFE/U+FFFF and lone
 * surrogates (the text guard refuses most of these on input; a picture must never fail on one anyway).
 */
export function xmlSafe(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) out += text[i]! + text[++i]!;
    } else if (!((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || (c >= 0xdc00 && c <= 0xdfff) || c >= 0xfffe)) {
      out += text[i];
    }
  }
  return out;
}

/** Text for an SVG element or attribute: XML-safe and escaped. */
export const xmlText = (text: string) => escapeHtml(xmlSafe(text));

/**
 * A Devanagari cluster of several code points (a consonant with its vowel sign, a conjunct): resvg 2.6 shapes it
 * right (HarfBuzz port) but advances the pen by its WIDEST glyph instead of the sum, so whatever follows in the
 * same text run overlaps the vowel sign (पाल drew ल over ा). Such clusters are drawn at their own x instead.
 */
const isComplex = (cluster: string) => cluster.length > 1 && /[\u0900-\u097F\uA8E0-\uA8FF]/.test(cluster);

/** Right edge of the ink of `text` drawn at x = 0 in the reference size (0 when it draws nothing). */
function inkRight(text: string, weight: FontWeight): number {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="10000" height="300"><text x="0" y="200" font-family="${SHARE_FONT_FAMILY}" ` +
    `font-size="${REFERENCE_SIZE}" font-weight="${weight}">${xmlText(text)}</text></svg>`;
  const box = new Resvg(svg, { font: SHARE_FONT_OPTIONS }).getBBox();
  return box ? box.x + box.width : 0;
}

/**
 * The advance of one grapheme cluster at the reference size. A simple one is measured between two H's (its own
 * advance, side bearings included, spaces too); a complex Devanagari cluster by its ink's right edge, which is
 * where its headline ends, so consecutive clusters join as the font intends.
 */
function clusterAdvance(cluster: string, weight: FontWeight): number {
  const key = `${weight}:${cluster}`;
  let advance = advances.get(key);
  if (advance === undefined) {
    advance = isComplex(cluster)
      ? inkRight(cluster, weight)
      : inkRight(`H${cluster}H`, weight) - inkRight('HH', weight);
    advances.set(key, advance, 1);
  }
  return advance;
}

export const clustersOf = (text: string) => Array.from(graphemes.segment(text), (s) => s.segment);

/** Width of `text` at `size` px: the sum of its clusters' advances. */
export function measureText(text: string, size: number, weight: FontWeight): number {
  const scale = size / REFERENCE_SIZE;
  let width = 0;
  for (const cluster of clustersOf(xmlSafe(text))) width += clusterAdvance(cluster, weight);
  return width * scale;
}

type Word = { clusters: string[]; widths: number[]; width: number };

function toWord(clusters: string[], size: number, weight: FontWeight): Word {
  const scale = size / REFERENCE_SIZE;
  const widths = clusters.map((c) => clusterAdvance(c, weight) * scale);
  return { clusters, widths, width: widths.reduce((a, b) => a + b, 0) };
}

/** Splits a word wider than the line into pieces that fit, at cluster boundaries. */
function splitLongWord(word: Word, maxWidth: number, size: number, weight: FontWeight): Word[] {
  const parts: Word[] = [];
  let current: string[] = [];
  let width = 0;
  word.clusters.forEach((cluster, i) => {
    const w = word.widths[i]!;
    if (current.length > 0 && width + w > maxWidth) {
      parts.push(toWord(current, size, weight));
      current = [];
      width = 0;
    }
    current.push(cluster);
    width += w;
  });
  if (current.length > 0) parts.push(toWord(current, size, weight));
  return parts;
}

/** Pieces of one line: runs of simple clusters share a piece, each complex cluster is a piece of its own. */
function linePieces(words: Word[], space: number): Line {
  const pieces: Piece[] = [];
  let x = 0;
  words.forEach((word, wi) => {
    if (wi > 0) x += space;
    let run = '';
    let runX = x;
    word.clusters.forEach((cluster, i) => {
      if (isComplex(cluster)) {
        if (run) pieces.push({ text: run, x: runX });
        pieces.push({ text: cluster, x });
        run = '';
        runX = x + word.widths[i]!;
      } else {
        if (!run) runX = x;
        run += cluster;
      }
      x += word.widths[i]!;
    });
    if (run) pieces.push({ text: run, x: runX });
  });
  return { pieces, width: x };
}

/**
 * Breaks `text` into at most `maxLines` lines no wider than `maxWidth` (greedy, at spaces; a word longer than a
 * line is cut between clusters). When the text does not fit, the last line ends with "…" within the width.
 */
export function wrapText(
  text: string,
  options: { size: number; weight: FontWeight; maxWidth: number; maxLines: number },
): Line[] {
  const { size, weight, maxWidth, maxLines } = options;
  const space = measureText(' ', size, weight);
  const words = xmlSafe(text)
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((w) => {
      const word = toWord(clustersOf(w), size, weight);
      return word.width > maxWidth ? splitLongWord(word, maxWidth, size, weight) : [word];
    });
  const lines: Word[][] = [];
  let current: Word[] = [];
  let width = 0;
  for (const word of words) {
    const added = current.length === 0 ? word.width : width + space + word.width;
    if (current.length > 0 && added > maxWidth) {
      lines.push(current);
      current = [word];
      width = word.width;
    } else {
      current.push(word);
      width = added;
    }
  }
  if (current.length > 0) lines.push(current);
  if (lines.length <= maxLines) return lines.map((line) => linePieces(line, space));

  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1]!;
  const ellipsis = toWord([ELLIPSIS], size, weight);
  // Drop clusters from the end of the last line until it and the ellipsis fit.
  const flat = last.flatMap((word, i) => [
    ...(i > 0 ? [{ cluster: ' ', width: space }] : []),
    ...word.clusters.map((cluster, j) => ({ cluster, width: word.widths[j]! })),
  ]);
  let total = flat.reduce((sum, c) => sum + c.width, 0);
  while (flat.length > 0 && (total + ellipsis.width > maxWidth || flat.at(-1)!.cluster === ' ')) {
    total -= flat.pop()!.width;
  }
  const cut = flat.map((c) => c.cluster).join('');
  const rebuilt = cut
    .split(' ')
    .filter(Boolean)
    .map((w) => toWord(clustersOf(w), size, weight));
  const lastWord = rebuilt.at(-1);
  if (lastWord) rebuilt[rebuilt.length - 1] = toWord([...lastWord.clusters, ELLIPSIS], size, weight);
  else rebuilt.push(ellipsis);
  kept[maxLines - 1] = rebuilt;
  return kept.map((line) => linePieces(line, space));
}

/** One line cut to `maxWidth` with "…" when longer (company names, locations). */
export function fitLine(text: string, size: number, weight: FontWeight, maxWidth: number): Line | undefined {
  return wrapText(text, { size, weight, maxWidth, maxLines: 1 })[0];
}
