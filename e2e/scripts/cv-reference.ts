/**
 * Writes the reference images of the server's CV tests: Chromium's drawing of the Devanagari lines the tests find in
 * a CV's first page, in the CV's font at the CV's sizes (`npm run cv:reference -w e2e`; rerun when those change).
 */
import { writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { CV_REFERENCE_LINES } from '../../server/test/cv-reference/lines.ts';
import { writePgm } from '../../server/test/raster.ts';
import { chromiumTextImage } from '../support/devanagari-raster.ts';

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  for (const [name, line] of Object.entries(CV_REFERENCE_LINES)) {
    const file = new URL(`../../server/test/cv-reference/${name}.pgm`, import.meta.url);
    await writeFile(file, writePgm(await chromiumTextImage(page, line)));
    console.log(`wrote ${file.pathname}`);
  }
} finally {
  await browser.close();
}
