import { deflateSync } from 'node:zlib';
import type { CvFont, ShapedRun } from './cv-fonts.ts';

/** A4 in PDF points. */
export const A4 = { width: 595.28, height: 841.89 } as const;

export type Rgb = readonly [number, number, number];

/** The structure a reader follows (PDF 32000-1, 14.8.4): the name, section headings, entry titles, paragraphs. */
export type StructureRole = 'H1' | 'H2' | 'H3' | 'P';

const hexUtf16 = (text: string) => {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
};
const hex4 = (value: number) => value.toString(16).padStart(4, '0').toUpperCase();
/** PDF numbers: at most three decimals, no exponent, no "-0". */
const num = (value: number) => {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
};
const rgb = ([r, g, b]: Rgb) => `${num(r)} ${num(g)} ${num(b)}`;

/** A font as it goes into one PDF: the glyphs used (a subset), their widths and the text each stands for. */
export class EmbeddedFont {
  readonly subset;
  /** Glyph id in the font file → glyph id in the subset (which is the CID: CIDToGIDMap is Identity). */
  readonly ids = new Map<number, number>();
  readonly widths = new Map<number, number>();
  readonly unicode = new Map<number, string>();

  constructor(
    readonly font: CvFont,
    readonly resourceName: string,
  ) {
    this.subset = font.file.createSubset();
    this.glyph(0);
  }

  glyph(original: number): number {
    const known = this.ids.get(original);
    if (known !== undefined) return known;
    const glyph = this.font.file.getGlyph(original);
    // includeGlyph answers the glyph's id in the subset (what pdfkit, fontkit's sibling, relies on; fontkit's
    // README does not say it and its typings say boolean): pdf-writer.test.ts holds fontkit to it.
    const id = this.subset.includeGlyph(glyph) as unknown as number;
    if (!Number.isInteger(id)) throw new Error('fontkit subset: includeGlyph did not answer a glyph id');
    this.ids.set(original, id);
    this.widths.set(id, glyph.advanceWidth);
    return id;
  }
}

/** The glyphs of one cluster (what HarfBuzz could not split further: a syllable, a conjunct, a letter). */
type Cluster = { text: string; glyphs: ShapedRun['glyphs'] };

function clustersOf(run: ShapedRun): Cluster[] {
  const clusters: Cluster[] = [];
  for (const glyph of run.glyphs) {
    const last = clusters.at(-1);
    if (last && last.glyphs[0]?.cluster === glyph.cluster) last.glyphs.push(glyph);
    else clusters.push({ text: '', glyphs: [glyph] });
  }
  clusters.forEach((cluster, i) => {
    const start = cluster.glyphs[0]?.cluster ?? 0;
    const end = clusters[i + 1]?.glyphs[0]?.cluster ?? run.text.length;
    cluster.text = run.text.slice(start, Math.max(start, end));
  });
  return clusters;
}

/**
 * A small PDF writer for text that HarfBuzz has shaped: glyphs are placed where HarfBuzz put them (Identity-H,
 * TrueType subsets), and a cluster whose glyphs do not read back as its characters in order (a reph, the i-matra
 * drawn before its consonant, a conjunct) carries its text as ActualText inside the text object, as Chromium
 * writes it, so that copying and pdftotext give the words back.
 *
 * The file is tagged: every text drawn belongs to the structure element opened last (`element`), in the order
 * they were opened, which is the order a screen reader reads; what is drawn after `artifact()` (page numbers) and
 * every rule are page furniture it skips.
 */
export class PdfWriter {
  private readonly fonts = new Map<CvFont, EmbeddedFont>();
  private readonly pages: string[][] = [];
  /** Per page, the structure element (index in `elements`) of each marked-content id, in id order. */
  private readonly marked: number[][] = [];
  private readonly elements: { role: StructureRole; parts: { page: number; mcid: number }[]; text: string[] }[] = [];
  private open: number | null = null;
  private current = -1;

  constructor(
    private readonly meta: { title: string; lang: string },
    readonly size = A4,
  ) {}

  get pageCount(): number {
    return this.pages.length;
  }

  /** A new page, which later drawing goes on. */
  addPage(): void {
    this.pages.push([]);
    this.marked.push([]);
    this.current = this.pages.length - 1;
  }

  /** Text drawn from now on is one new structure element of this role (a text may span pages). */
  element(role: StructureRole): void {
    this.elements.push({ role, parts: [], text: [] });
    this.open = this.elements.length - 1;
  }

  /** A break between words in the open element's text (a new line, or a part drawn apart such as dates). */
  wordBreak(): void {
    if (this.open !== null) this.elements[this.open]?.text.push(' ');
  }

  /** Text drawn from now on is page furniture, outside the structure. */
  artifact(): void {
    this.open = null;
  }

  /** `ops` as marked content: part of the open structure element, or an artifact. */
  private mark(ops: string): string {
    const element = this.open === null ? undefined : this.elements[this.open];
    const ids = this.marked[this.current];
    if (this.open === null || !element || !ids) return `/Artifact BMC\n${ops}\nEMC`;
    const mcid = ids.length;
    ids.push(this.open);
    element.parts.push({ page: this.current, mcid });
    return `/${element.role} <</MCID ${mcid}>> BDC\n${ops}\nEMC`;
  }

  /** Draws on an earlier page again (its footer once the page count is known); 0-based. */
  usePage(index: number): void {
    if (!this.pages[index]) throw new Error(`no page ${index}`);
    this.current = index;
  }

  private get content(): string[] {
    const page = this.pages[this.current];
    if (!page) throw new Error('addPage before drawing');
    return page;
  }

  private embedded(font: CvFont): EmbeddedFont {
    let embedded = this.fonts.get(font);
    if (!embedded) {
      embedded = new EmbeddedFont(font, `F${this.fonts.size + 1}`);
      this.fonts.set(font, embedded);
    }
    return embedded;
  }

  /** A horizontal rule; y from the top of the page. */
  rule(x1: number, x2: number, top: number, width: number, color: Rgb): void {
    const y = num(this.size.height - top);
    this.content.push(`/Artifact BMC q ${rgb(color)} RG ${num(width)} w ${num(x1)} ${y} m ${num(x2)} ${y} l S Q EMC`);
  }

  /** Draws a shaped run with its baseline at `baseline` (from the top of the page). */
  text(run: ShapedRun, font: CvFont, x: number, baseline: number, size: number, color: Rgb): void {
    const embedded = this.embedded(font);
    const k = 1000 / font.unitsPerEm;
    const ops: string[] = [
      `BT /${embedded.resourceName} ${num(size)} Tf ${rgb(color)} rg 1 0 0 1 ${num(x)} ${num(this.size.height - baseline)} Tm`,
    ];
    let items: string[] = [];
    let pending = 0;
    const flushAdjust = () => {
      if (Math.abs(pending) > 0.0005) items.push(num(pending));
      pending = 0;
    };
    const closeArray = () => {
      flushAdjust();
      if (items.length) ops.push(`[${items.join(' ')}] TJ`);
      items = [];
    };
    for (const cluster of clustersOf(run)) {
      const ids = cluster.glyphs.map((glyph) => embedded.glyph(glyph.id));
      const single = ids.length === 1 && ids[0] !== undefined ? ids[0] : undefined;
      if (single !== undefined && !embedded.unicode.has(single) && cluster.text)
        embedded.unicode.set(single, cluster.text);
      const readsBack = single !== undefined && embedded.unicode.get(single) === cluster.text;
      if (!readsBack) {
        for (const [i, glyph] of cluster.glyphs.entries()) {
          const id = ids[i];
          const codePoints = font.file.getGlyph(glyph.id).codePoints;
          if (id !== undefined && !embedded.unicode.has(id) && codePoints.length) {
            embedded.unicode.set(id, String.fromCodePoint(...codePoints));
          }
        }
        closeArray();
        ops.push(`/Span <</ActualText ${hexUtf16(cluster.text)}>> BDC`);
      }
      for (const [i, glyph] of cluster.glyphs.entries()) {
        const id = ids[i] ?? 0;
        const advance = embedded.widths.get(id) ?? 0;
        pending -= glyph.xOffset * k;
        if (glyph.yOffset) {
          closeArray();
          ops.push(`${num((glyph.yOffset * size) / font.unitsPerEm)} Ts`);
        }
        flushAdjust();
        items.push(`<${hex4(id)}>`);
        if (glyph.yOffset) {
          closeArray();
          ops.push('0 Ts');
        }
        pending -= (glyph.xAdvance - glyph.xOffset - advance) * k;
      }
      if (!readsBack) {
        closeArray();
        ops.push('EMC');
      }
    }
    pending = 0;
    closeArray();
    ops.push('ET');
    this.content.push(this.mark(ops.join('\n')));
    if (this.open !== null) this.elements[this.open]?.text.push(run.text);
  }

  /** The finished file. */
  bytes(): Buffer {
    const objects: (string | Buffer)[] = [];
    const reserve = () => objects.push('');
    const set = (id: number, body: string | Buffer) => {
      objects[id - 1] = body;
    };
    const stream = (dict: string, data: Buffer | string, extra = '') => {
      const packed = deflateSync(typeof data === 'string' ? Buffer.from(data, 'latin1') : data);
      return Buffer.concat([
        Buffer.from(`<< ${dict} /Filter /FlateDecode /Length ${packed.length}${extra} >>\nstream\n`, 'latin1'),
        packed,
        Buffer.from('\nendstream', 'latin1'),
      ]);
    };
    const catalog = reserve();
    const pagesId = reserve();
    const info = reserve();
    const structRoot = reserve();
    const documentElement = reserve();
    const fontRefs: string[] = [];
    let tagIndex = 0;
    for (const embedded of this.fonts.values()) {
      const file = embedded.font.file;
      const scale = 1000 / file.unitsPerEm;
      // A subset's name starts with six capital letters of its own (PDF 32000-1, 9.6.4).
      const tag = `CVPDF${String.fromCharCode(65 + tagIndex++)}`;
      const baseName = `${tag}+${file.postscriptName.replace(/[^A-Za-z0-9-]/g, '')}`;
      const fontFile = Buffer.from(embedded.subset.encode());
      const fontFileId = reserve();
      set(fontFileId, stream('', fontFile, ` /Length1 ${fontFile.length}`));
      const descriptorId = reserve();
      const { minX, minY, maxX, maxY } = file.bbox;
      set(
        descriptorId,
        `<< /Type /FontDescriptor /FontName /${baseName} /Flags 4 /FontBBox [${[minX, minY, maxX, maxY].map((v) => num(v * scale)).join(' ')}] /ItalicAngle 0 /Ascent ${num(file.ascent * scale)} /Descent ${num(file.descent * scale)} /CapHeight ${num(file.capHeight * scale)} /StemV ${embedded.font.weight === 'bold' ? 140 : 80} /FontFile2 ${fontFileId} 0 R >>`,
      );
      const widths = [...embedded.widths.entries()].sort(([a], [b]) => a - b);
      const cidFontId = reserve();
      set(
        cidFontId,
        `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${baseName} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${descriptorId} 0 R /CIDToGIDMap /Identity /W [${widths.map(([id, w]) => `${id} [${num(w * scale)}]`).join(' ')}] >>`,
      );
      const mappings = [...embedded.unicode.entries()].sort(([a], [b]) => a - b);
      const blocks: string[] = [];
      for (let i = 0; i < mappings.length; i += 100) {
        const chunk = mappings.slice(i, i + 100);
        blocks.push(
          `${chunk.length} beginbfchar\n${chunk.map(([id, text]) => `<${hex4(id)}> ${hexUtf16(text).replace('<FEFF', '<')}`).join('\n')}\nendbfchar`,
        );
      }
      const cmap = `/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n${blocks.join('\n')}\nendcmap\nCMapName currentdict /CMap defineresource pop\nend\nend`;
      const toUnicodeId = reserve();
      set(toUnicodeId, stream('', cmap));
      const fontId = reserve();
      set(
        fontId,
        `<< /Type /Font /Subtype /Type0 /BaseFont /${baseName} /Encoding /Identity-H /DescendantFonts [${cidFontId} 0 R] /ToUnicode ${toUnicodeId} 0 R >>`,
      );
      fontRefs.push(`/${embedded.resourceName} ${fontId} 0 R`);
    }
    const pageIds: number[] = [];
    for (const content of this.pages) {
      const contentId = reserve();
      set(contentId, stream('', content.join('\n')));
      const pageId = reserve();
      set(
        pageId,
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${num(this.size.width)} ${num(this.size.height)}] /Resources << /Font << ${fontRefs.join(' ')} >> >> /Contents ${contentId} 0 R /StructParents ${pageIds.length} >>`,
      );
      pageIds.push(pageId);
    }
    // The structure tree: Document holds the elements in reading order; each points at its marked content, and
    // the parent tree maps each page's marked-content ids back to their elements.
    const elementIds = this.elements.map((element) => (element.parts.length ? reserve() : 0));
    this.elements.forEach((element, i) => {
      const id = elementIds[i];
      if (!id) return;
      const parts = element.parts.map(({ page, mcid }) => `<< /Type /MCR /Pg ${pageIds[page]} 0 R /MCID ${mcid} >>`);
      // The element's words as typed (its runs in order): what it reads as, whatever glyphs drew it.
      const text = element.text.join('').replace(/\s+/g, ' ').trim();
      set(
        id,
        `<< /Type /StructElem /S /${element.role} /P ${documentElement} 0 R /ActualText ${hexUtf16(text)} /K [${parts.join(' ')}] >>`,
      );
    });
    const kids = elementIds.filter((id) => id > 0).map((id) => `${id} 0 R`);
    set(documentElement, `<< /Type /StructElem /S /Document /P ${structRoot} 0 R /K [${kids.join(' ')}] >>`);
    const parentTree = this.marked
      .map((ids, page) => `${page} [${ids.map((element) => `${elementIds[element]} 0 R`).join(' ')}]`)
      .join(' ');
    set(
      structRoot,
      `<< /Type /StructTreeRoot /K ${documentElement} 0 R /ParentTree << /Nums [${parentTree}] >> /ParentTreeNextKey ${pageIds.length} >>`,
    );
    set(pagesId, `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`);
    set(
      catalog,
      `<< /Type /Catalog /Pages ${pagesId} 0 R /Lang ${hexUtf16(this.meta.lang)} /MarkInfo << /Marked true >> /StructTreeRoot ${structRoot} 0 R /ViewerPreferences << /DisplayDocTitle true >> >>`,
    );
    set(info, `<< /Title ${hexUtf16(this.meta.title)} /Producer ${hexUtf16('Job portal CV')} >>`);

    const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
    let offset = parts[0]?.length ?? 0;
    const offsets: number[] = [];
    objects.forEach((body, i) => {
      const chunk = Buffer.concat([
        Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
        typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
        Buffer.from('\nendobj\n', 'latin1'),
      ]);
      offsets.push(offset);
      offset += chunk.length;
      parts.push(chunk);
    });
    const xref = [
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
      ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
      `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
    ].join('');
    parts.push(Buffer.from(xref, 'latin1'));
    return Buffer.concat(parts);
  }
}
