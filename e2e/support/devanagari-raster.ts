import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { GreyImage } from '../../server/test/raster.ts';

// The font files the server's CV embeds, from the server's own dependency.
const serverRequire = createRequire(new URL('../../server/package.json', import.meta.url));
const fontDir = path.dirname(serverRequire.resolve('@expo-google-fonts/noto-sans-devanagari/package.json'));
const FONT_FILES = {
  regular: path.join(fontDir, '400Regular', 'NotoSansDevanagari_400Regular.ttf'),
  bold: path.join(fontDir, '700Bold', 'NotoSansDevanagari_700Bold.ttf'),
} as const;

export type RasterText = {
  text: string;
  weight: keyof typeof FONT_FILES;
  /** CSS pixels: a PDF's points × 96 / 72 when poppler rasterises it at 96 dpi. */
  sizePx: number;
  /** Each character drawn on its own, as a PDF library without shaping draws it (the comparison's control). */
  unshaped?: boolean;
};

/**
 * How Chromium draws a line of text in the CV's font (the font file itself, no fallback), as a grey image: the
 * reference a PDF's rasterised line is compared with. Replaces the page's content.
 */
export async function chromiumTextImage(page: Page, { text, weight, sizePx, unshaped = false }: RasterText) {
  const font = (await readFile(FONT_FILES[weight])).toString('base64');
  const html = unshaped ? [...text].map((char) => `<span>${char}</span>`).join('') : text;
  await page.setContent(
    `<!doctype html><meta charset="utf-8"><style>@font-face{font-family:CvFont;src:url(data:font/ttf;base64,${font})}
     html,body{margin:0;background:#fff}p{display:inline-block;margin:0;padding:8px;font:${sizePx}px/1.6 CvFont;color:#000;white-space:pre}
     span{display:inline-block}</style><p>${html}</p>`,
  );
  await page.evaluate(() => document.fonts.ready);
  const png = await page.locator('p').screenshot();
  const grey = await page.evaluate(
    async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.drawImage(image, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, image.width, image.height);
      const pixels: number[] = [];
      for (let i = 0; i < data.length; i += 4) {
        pixels.push(Math.round(0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0)));
      }
      return { width, height, pixels };
    },
    `data:image/png;base64,${png.toString('base64')}`,
  );
  return { width: grey.width, height: grey.height, pixels: Uint8Array.from(grey.pixels) } satisfies GreyImage;
}
