import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const fontDir = path.dirname(require.resolve('@expo-google-fonts/noto-sans-devanagari/package.json'));

/** The one family share images use: Noto Sans Devanagari has Devanagari and Latin glyphs, so no fallback font. */
export const SHARE_FONT_FAMILY = 'Noto Sans Devanagari';

/**
 * resvg font options: the regular and bold TTF files only, never the machine's fonts, so an image looks the same
 * on every server (and a missing system font can never change a layout).
 */
export const SHARE_FONT_OPTIONS = {
  fontFiles: [
    path.join(fontDir, '400Regular', 'NotoSansDevanagari_400Regular.ttf'),
    path.join(fontDir, '700Bold', 'NotoSansDevanagari_700Bold.ttf'),
  ],
  loadSystemFonts: false,
  defaultFontFamily: SHARE_FONT_FAMILY,
};
