import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { type Browser, type Download, expect, type TestInfo } from '@playwright/test';
import { CV_REFERENCE_LINES } from '../../server/test/cv-reference/lines.ts';
import { crop, type GreyImage, inkBox, inkDifference, readPgm } from '../../server/test/raster.ts';
import { chromiumTextImage } from './devanagari-raster.ts';

/**
 * The CV built from a seeker's profile (docs/decisions/cv-pdf.md), read back as a reader gets it: poppler's text and
 * its first page rasterised, the Devanagari name line compared with Chromium's drawing of the same text.
 */

/** A seeker named so that the CV's name line is the reference images' line (server/test/cv-reference/lines.ts). */
export const CV_NAME = CV_REFERENCE_LINES['name-shaped'].text;

/**
 * Unmatched ink between poppler's and Chromium's drawings of the name, in percent (server/test/raster.ts):
 * antialiasing alone stays under 1 %; the control drawn without shaping is over 50 %.
 */
export const SAME_DRAWING = 2;
export const UNSHAPED = 20;

export type CvRead = { text: string; pages: number; page: GreyImage };

const pdfText = (path: string) => execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });

/** Saves a download and answers what poppler reads from it and its first page rasterised at 96 dpi. */
export async function readCv(download: Download, testInfo: TestInfo, name: string): Promise<CvRead> {
  const path = testInfo.outputPath(`${name}.pdf`);
  await download.saveAs(path);
  const pages = Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [path], { encoding: 'utf8' }))?.[1]);
  // The first page as a reader sees it (looked at), and in grey for the comparison.
  execFileSync('pdftoppm', ['-r', '80', '-png', '-singlefile', '-f', '1', '-l', '1', path, testInfo.outputPath(name)]);
  const grey = testInfo.outputPath(`${name}-96dpi`);
  execFileSync('pdftoppm', ['-r', '96', '-gray', '-singlefile', '-f', '1', '-l', '1', path, grey]);
  return { text: pdfText(path), pages, page: readPgm(readFileSync(`${grey}.pgm`)) };
}

/** The name line of a CV's first page (48 pt margin, a 32 pt line: 64 to 107 px at 96 dpi). */
export function nameLine(page: GreyImage): GreyImage {
  const box = inkBox(page, 60, 110);
  if (!box) throw new Error('no ink where the name should be');
  return crop(page, box);
}

export type NameDrawings = { shaped: GreyImage; unshaped: GreyImage };

const drawn = new WeakMap<Browser, Promise<NameDrawings>>();

/**
 * Chromium's drawing of `CV_NAME` in the CV's font and size, and the control drawn a letter at a time: drawn once
 * per browser (the same browser, font file and text draw the same pixels).
 */
export function chromiumNameDrawings(browser: Browser): Promise<NameDrawings> {
  let drawings = drawn.get(browser);
  if (!drawings) {
    drawings = (async () => {
      const reference = await browser.newPage();
      const shaped = await chromiumTextImage(reference, CV_REFERENCE_LINES['name-shaped']);
      const unshaped = await chromiumTextImage(reference, CV_REFERENCE_LINES['name-unshaped']);
      await reference.close();
      return { shaped, unshaped };
    })();
    // A failed drawing is not kept: the next test draws again.
    drawings.catch(() => drawn.delete(browser));
    drawn.set(browser, drawings);
  }
  return drawings;
}

/** The CV's name line is drawn as Chromium shapes the name, and told apart from the unshaped control. */
export function expectNameShaped(cv: CvRead, drawings: NameDrawings): void {
  const line = nameLine(cv.page);
  expect(inkDifference(line, drawings.shaped)).toBeLessThan(SAME_DRAWING);
  expect(inkDifference(line, drawings.unshaped)).toBeGreaterThan(UNSHAPED);
}
