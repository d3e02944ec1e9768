import type { CvFont, ShapedRun } from './cv-fonts.ts';
import type { PdfWriter, Rgb, StructureRole } from './pdf-writer.ts';

export type TextStyle = { font: CvFont; size: number; color: Rgb; lineHeight: number };

/** A line ready to draw: its runs (words and the spaces between them) and its width in points. */
type Line = { runs: ShapedRun[]; width: number };

const ELLIPSIS = '…';

const widthOf = (run: ShapedRun, style: TextStyle) => (run.width * style.size) / style.font.unitsPerEm;

/** Splits a word wider than a line between its clusters (a long address or URL), never inside a cluster. */
function splitWord(word: string, style: TextStyle, maxWidth: number): string[] {
  const run = style.font.shape(word);
  const pieces: string[] = [];
  let start = 0;
  let width = 0;
  for (const glyph of run.glyphs) {
    const advance = (glyph.xAdvance * style.size) / style.font.unitsPerEm;
    if (width + advance > maxWidth && glyph.cluster > start) {
      pieces.push(word.slice(start, glyph.cluster));
      start = glyph.cluster;
      width = 0;
    }
    width += advance;
  }
  pieces.push(word.slice(start));
  return pieces.filter(Boolean);
}

/**
 * Breaks a text into lines of at most `maxWidth` points at spaces, keeping its own line breaks; at most
 * `maxLines` lines (the last then ends in "…"). Stops shaping once the limit is reached, so a long text costs
 * no more than the lines it shows.
 */
export function wrap(text: string, style: TextStyle, maxWidth: number, maxLines = Number.POSITIVE_INFINITY): Line[] {
  const space = style.font.shape(' ');
  const spaceWidth = widthOf(space, style);
  const lines: Line[] = [];
  let truncated = false;
  const paragraphs = text
    .split(/\r?\n/)
    .map((paragraph) => paragraph.split(/\s+/).filter(Boolean))
    .filter((words) => words.length);
  outer: for (const [index, words] of paragraphs.entries()) {
    let line: Line = { runs: [], width: 0 };
    for (const word of words) {
      for (const piece of widthOf(style.font.shape(word), style) > maxWidth
        ? splitWord(word, style, maxWidth)
        : [word]) {
        const run = style.font.shape(piece);
        const width = widthOf(run, style);
        const needed = line.runs.length ? spaceWidth + width : width;
        if (line.runs.length && line.width + needed > maxWidth) {
          lines.push(line);
          if (lines.length >= maxLines) {
            truncated = true;
            break outer;
          }
          line = { runs: [], width: 0 };
        }
        if (line.runs.length) line.runs.push(space);
        line.runs.push(run);
        line.width += line.runs.length > 1 ? spaceWidth + width : width;
      }
    }
    lines.push(line);
    if (lines.length >= maxLines) {
      truncated = index < paragraphs.length - 1;
      break;
    }
  }
  const last = lines.at(-1);
  if (truncated && last) {
    const ellipsis = style.font.shape(ELLIPSIS);
    const ellipsisWidth = widthOf(ellipsis, style) + spaceWidth;
    while (last.runs.length > 1 && last.width + ellipsisWidth > maxWidth) {
      const dropped = last.runs.pop();
      if (dropped && dropped !== space) last.width -= widthOf(dropped, style);
      if (last.runs.at(-1) === space) {
        last.runs.pop();
        last.width -= spaceWidth;
      }
    }
    last.runs.push(space, ellipsis);
    last.width += ellipsisWidth;
  }
  return lines;
}

/**
 * Flows blocks of text down A4 pages, top to bottom, on at most `maxPages` pages. When the next line does not
 * fit on the last page, the layout is `full`: nothing more is drawn, and the caller ends the page with a note.
 */
export class PageFlow {
  private y = 0;
  full = false;

  constructor(
    private readonly pdf: PdfWriter,
    readonly margin: number,
    private readonly maxPages: number,
    /** Room kept free at the bottom of every page (the footer) and of the last page (the "longer" note). */
    private readonly reserve: { footer: number; lastPage: number },
  ) {
    this.newPage();
  }

  get width(): number {
    return this.pdf.size.width - 2 * this.margin;
  }

  private newPage(): void {
    this.pdf.addPage();
    this.y = this.margin;
  }

  private bottom(): number {
    const last = this.pdf.pageCount >= this.maxPages;
    return this.pdf.size.height - this.margin - this.reserve.footer - (last ? this.reserve.lastPage : 0);
  }

  /** Makes room for `height` points (a new page if needed); false once the pages are full. */
  room(height: number): boolean {
    if (this.full) return false;
    if (this.y + height <= this.bottom()) return true;
    if (this.pdf.pageCount < this.maxPages) {
      this.newPage();
      return true;
    }
    this.full = true;
    return false;
  }

  /** Space before the next block, unless at the top of a page. */
  gap(points: number): void {
    if (this.y > this.margin) this.y += points;
  }

  /**
   * Lines of text, one structure element (`role`, a paragraph unless said); `right` is drawn right-aligned on the
   * first line (dates beside a title) and read after it.
   */
  lines(
    lines: Line[],
    style: TextStyle,
    options: { indent?: number; right?: { line: Line; style: TextStyle }; role?: StructureRole } = {},
  ) {
    this.pdf.element(options.role ?? 'P');
    for (const [i, line] of lines.entries()) {
      if (!this.room(style.lineHeight)) return;
      const baseline = this.y + style.lineHeight * 0.75;
      this.draw(line, style, this.margin + (options.indent ?? 0), baseline);
      if (i === 0 && options.right) {
        const { line: right, style: rightStyle } = options.right;
        this.draw(right, rightStyle, this.margin + this.width - right.width, baseline);
      }
      this.y += style.lineHeight;
    }
  }

  private draw(line: Line, style: TextStyle, left: number, baseline: number): void {
    this.pdf.wordBreak();
    let x = left;
    for (const run of line.runs) {
      this.pdf.text(run, style.font, x, baseline, style.size, style.color);
      x += widthOf(run, style);
    }
  }

  /** A text wrapped to the width (less an indent), at most `maxLines` lines: a paragraph unless `role` says. */
  paragraph(
    text: string,
    style: TextStyle,
    options: { indent?: number; maxLines?: number; role?: StructureRole } = {},
  ): void {
    if (!text.trim() || this.full) return;
    const indent = options.indent ?? 0;
    this.lines(wrap(text, style, this.width - indent, options.maxLines), style, { indent, role: options.role });
  }

  /** A section heading with a rule under it, kept with at least `keep` points of what follows. */
  heading(text: string, style: TextStyle, keep: number, rule: Rgb): void {
    this.gap(style.lineHeight * 0.6);
    if (!this.room(style.lineHeight + 4 + keep)) return;
    this.lines(wrap(text, style, this.width, 1), style, { role: 'H2' });
    this.pdf.rule(this.margin, this.margin + this.width, this.y, 0.6, rule);
    this.y += 4;
  }

  /** A line of text on every page at the bottom margin: `text(page, pages)`. */
  footers(text: (page: number, pages: number) => string, style: TextStyle): void {
    const pages = this.pdf.pageCount;
    const baseline = this.pdf.size.height - this.margin + style.size;
    this.pdf.artifact();
    for (let page = 0; page < pages; page++) {
      this.pdf.usePage(page);
      for (const line of wrap(text(page + 1, pages), style, this.width, 1))
        this.draw(line, style, this.margin, baseline);
    }
  }

  /** The note that ends a full last page, in the room kept for it. */
  note(text: string, style: TextStyle): void {
    this.pdf.usePage(this.pdf.pageCount - 1);
    const top = this.pdf.size.height - this.margin - this.reserve.footer - this.reserve.lastPage;
    this.pdf.element('P');
    for (const line of wrap(text, style, this.width, 1)) this.draw(line, style, this.margin, top + style.lineHeight);
  }
}
