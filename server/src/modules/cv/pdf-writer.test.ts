import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { cvFonts } from './cv-fonts.ts';
import { EmbeddedFont } from './pdf-writer.ts';

describe('the CV fonts as a PDF embeds them', () => {
  it("gives each glyph HarfBuzz chose the id of the same outline in fontkit's subset", async () => {
    const fonts = await cvFonts();
    for (const font of [fonts.regular, fonts.bold]) {
      const embedded = new EmbeddedFont(font, 'F1');
      const glyphs = ['कर्मचारी प्रशिक्षित', 'क्षेत्र विद्यालय', 'श्रीमती लेखापाल', 'Sita Gurung, 9841234567']
        .flatMap((text) => font.shape(text).glyphs)
        .map((glyph) => glyph.id);
      const ids = glyphs.map((id) => embedded.glyph(id));
      const subset = fontkit.create(Buffer.from(embedded.subset.encode()));
      if (!('getGlyph' in subset)) throw new Error('the subset is a collection');
      for (const [i, original] of glyphs.entries()) {
        const id = ids[i] ?? -1;
        const inSubset = subset.getGlyph(id);
        expect(inSubset.advanceWidth, `glyph ${original} → ${id}`).toBe(font.file.getGlyph(original).advanceWidth);
        expect(inSubset.path.toSVG(), `glyph ${original} → ${id}`).toBe(font.file.getGlyph(original).path.toSVG());
      }
      // Only what was drawn goes in (and the .notdef glyph): a few dozen glyphs, not the font's hundreds.
      expect(new Set(ids).size).toBeLessThan(80);
    }
  });
});
