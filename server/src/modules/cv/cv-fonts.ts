import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);
const fontDir = path.dirname(require.resolve('@expo-google-fonts/noto-sans-devanagari/package.json'));

/** Noto Sans Devanagari (SIL Open Font License, from npm): Devanagari and Latin in one family, so no fallback. */
const FONT_FILES = {
  regular: path.join(fontDir, '400Regular', 'NotoSansDevanagari_400Regular.ttf'),
  bold: path.join(fontDir, '700Bold', 'NotoSansDevanagari_700Bold.ttf'),
} as const;

export type FontWeight = keyof typeof FONT_FILES;

/** One glyph as HarfBuzz placed it; `cluster` is the UTF-16 index of the first character it came from. */
export type ShapedGlyph = { id: number; cluster: number; xAdvance: number; xOffset: number; yOffset: number };

/** A shaped piece of text; advances and offsets are in font units. */
export type ShapedRun = { text: string; glyphs: ShapedGlyph[]; width: number };

export type CvFont = {
  weight: FontWeight;
  unitsPerEm: number;
  /** fontkit's view of the file: metrics, glyph widths and the subset written into the PDF. */
  file: fontkit.Font;
  shape(text: string): ShapedRun;
};

type HarfBuzz = typeof import('harfbuzzjs');

/** Shaped words are reused: a CV repeats words, and the same headings come in every CV. */
const SHAPE_CACHE_MAX = 20_000;

function loadFont(hb: HarfBuzz, weight: FontWeight, bytes: Buffer): CvFont {
  const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const hbFont = new hb.Font(new hb.Face(new hb.Blob(data)));
  const file = fontkit.create(bytes);
  if (!('unitsPerEm' in file)) throw new Error(`${FONT_FILES[weight]} is a font collection, not one font`);
  const cache = new Map<string, ShapedRun>();
  return {
    weight,
    unitsPerEm: file.unitsPerEm,
    file,
    shape(text) {
      const known = cache.get(text);
      if (known) return known;
      const buffer = new hb.Buffer();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      hb.shape(hbFont, buffer);
      const positions = buffer.getGlyphPositions();
      const glyphs = buffer.getGlyphInfos().map((info, i) => ({
        id: info.codepoint,
        cluster: info.cluster,
        xAdvance: positions[i]?.xAdvance ?? 0,
        xOffset: positions[i]?.xOffset ?? 0,
        yOffset: positions[i]?.yOffset ?? 0,
      }));
      const run = { text, glyphs, width: glyphs.reduce((sum, glyph) => sum + glyph.xAdvance, 0) };
      if (cache.size >= SHAPE_CACHE_MAX) cache.clear();
      cache.set(text, run);
      return run;
    },
  };
}

let loading: Promise<Record<FontWeight, CvFont>> | undefined;

/**
 * The CV's two weights, shaped by HarfBuzz (the shaper browsers use), loaded on the first CV of the process
 * (HarfBuzz's WebAssembly and the fonts stay out of a server that never makes one). A failed load is not kept.
 */
export function cvFonts(): Promise<Record<FontWeight, CvFont>> {
  loading ??= (async () => {
    const hb = await import('harfbuzzjs');
    const [regular, bold] = await Promise.all([readFile(FONT_FILES.regular), readFile(FONT_FILES.bold)]);
    return { regular: loadFont(hb, 'regular', regular), bold: loadFont(hb, 'bold', bold) };
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
