import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { SHARE_FONT_OPTIONS } from './share-fonts.ts';
import { fitLine, type Line, measureText, wrapText, xmlText } from './text-layout.ts';

const lineText = (line: Line) => line.pieces.map((p) => p.text).join('');
const words = (lines: Line[]) => lines.map((l) => l.pieces.map((p) => p.text).join('|'));
const longEnglish =
  'Senior Accountant and Office Assistant for the Health Sector at Pokhara Metropolitan City in Kaski District, ' +
  'with experience in procurement, payroll and the government financial management information system';
const longNepali =
  'वरिष्ठ लेखापाल तथा कार्यालय सहायक (स्वास्थ्य क्षेत्र) पोखरा महानगरपालिका, कास्की जिल्लाको लागि ' +
  'खरिद, तलबी प्रतिवेदन र सरकारी वित्तीय व्यवस्थापन सूचना प्रणालीको अनुभवसहित';

/** Ink width of `text` as resvg draws it at `size`, laid out in one run (correct for Latin: no cluster issue). */
function resvgInkWidth(text: string, size: number): number {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="300"><text x="0" y="200" font-size="${size}" font-weight="700">${xmlText(text)}</text></svg>`;
  const box = new Resvg(svg, { font: SHARE_FONT_OPTIONS }).getBBox();
  return box ? box.x + box.width : 0;
}

describe('measureText', () => {
  it('agrees with resvg for Latin text and scales with the size', () => {
    const text = 'Boat Captain, Phewa Lake';
    const measured = measureText(text, 60, 700);
    // Sum of per-cluster advances vs resvg's own run (kerning aside): within 2 %.
    expect(Math.abs(measured - resvgInkWidth(text, 60)) / measured).toBeLessThan(0.02);
    expect(measureText(text, 30, 700)).toBeCloseTo(measured / 2, 5);
    expect(measureText(text, 60, 400)).toBeLessThan(measured);
  });

  it('gives a Devanagari vowel sign its width (पाल is wider than प and ल together)', () => {
    const pa = measureText('प', 60, 400);
    const la = measureText('ल', 60, 400);
    const aa = measureText('पा', 60, 400) - pa;
    expect(aa).toBeGreaterThan(10);
    expect(measureText('पाल', 60, 400)).toBeCloseTo(pa + aa + la, 5);
  });

  it('counts a space', () => {
    expect(measureText('a b', 40, 400)).toBeGreaterThan(measureText('ab', 40, 400) + 5);
  });
});

describe('wrapText', () => {
  it('keeps a short title on one line with every word', () => {
    const lines = wrapText('Boat Captain', { size: 60, weight: 700, maxWidth: 1040, maxLines: 3 });
    expect(words(lines)).toEqual(['Boat|Captain']);
    expect(lines[0]!.pieces[1]!.x).toBeGreaterThan(lines[0]!.pieces[0]!.x);
  });

  for (const [name, title] of [
    ['English', longEnglish],
    ['Nepali', longNepali],
  ] as const) {
    it(`wraps a long ${name} title into three lines within the width, the last ending in …`, () => {
      const lines = wrapText(title, { size: 60, weight: 700, maxWidth: 1040, maxLines: 3 });
      expect(lines).toHaveLength(3);
      for (const line of lines) {
        expect(line.width).toBeLessThanOrEqual(1040);
        expect(line.width).toBeGreaterThan(600);
      }
      const last = lines[2]!;
      expect(last.pieces.at(-1)!.text.endsWith('…')).toBe(true);
      // The text is the title's beginning, in order, nothing invented.
      const shown = lines.map((l) => l.pieces.map((p) => p.text).join(' ')).join(' ');
      const flat = (s: string) => s.replace(/[\s…]/g, '');
      expect(flat(title).startsWith(flat(shown))).toBe(true);
    });
  }

  it('draws each multi-code-point Devanagari cluster as its own piece, at increasing x', () => {
    const [line] = wrapText('लेखापाल', { size: 60, weight: 400, maxWidth: 1040, maxLines: 1 });
    expect(line!.pieces.map((p) => p.text)).toEqual(['ले', 'खा', 'पा', 'ल']);
    const xs = line!.pieces.map((p) => p.x);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(new Set(xs).size).toBe(4);
    // Conjuncts stay whole (Intl.Segmenter's Unicode 15.1+ rule; an older ICU would split क्ष and break the ligature).
    const [conjuncts] = wrapText('क्षत्रिय', { size: 60, weight: 400, maxWidth: 1040, maxLines: 1 });
    expect(conjuncts!.pieces.map((p) => p.text)).toEqual(['क्ष', 'त्रि', 'य']);
  });

  it('lays Nepali out as wide as its measured width when resvg draws the pieces (no vowel sign overlapped)', () => {
    for (const text of ['लेखापाल', 'किताब पसल', 'स्वास्थ्य क्षेत्रिय सहायक']) {
      const [line] = wrapText(text, { size: 60, weight: 700, maxWidth: 1040, maxLines: 1 });
      const spans = line!.pieces.map((p) => `<tspan x="${p.x}">${xmlText(p.text)}</tspan>`).join('');
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="200"><text y="100" font-size="60" font-weight="700">${spans}</text></svg>`;
      const box = new Resvg(svg, { font: SHARE_FONT_OPTIONS }).getBBox()!;
      expect(Math.abs(box.x + box.width - line!.width), text).toBeLessThan(line!.width * 0.03);
    }
  });

  it('cuts a word longer than the line between clusters', () => {
    const lines = wrapText('Kathmandu'.repeat(12), { size: 60, weight: 700, maxWidth: 500, maxLines: 5 });
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(500);
  });

  it('returns nothing for blank text', () => {
    expect(wrapText('   ', { size: 60, weight: 700, maxWidth: 1000, maxLines: 3 })).toEqual([]);
  });
});

describe('fitLine', () => {
  it('cuts a long company name with … inside the width and keeps a short one whole', () => {
    const long = fitLine(
      'Annapurna Himalayan Trekking, Rafting and Paragliding Adventures Private Limited',
      38,
      700,
      700,
    )!;
    expect(long.width).toBeLessThanOrEqual(700);
    expect(lineText(long).endsWith('…')).toBe(true);
    expect(lineText(fitLine('Fewa Boats', 38, 700, 700)!)).toBe('FewaBoats');
  });
});

describe('xmlText', () => {
  it('escapes markup and drops characters XML cannot carry', () => {
    expect(xmlText('a<b>&"c"\u0001\uD800\uFFFF')).toBe('a&lt;b&gt;&amp;&quot;c&quot;');
  });
});
