import { beforeAll, describe, expect, it } from 'vitest';
import { cvFonts } from './cv-fonts.ts';
import { type TextStyle, wrap } from './cv-layout.ts';

let style: TextStyle;
beforeAll(async () => {
  const { regular } = await cvFonts();
  style = { font: regular, size: 10, color: [0, 0, 0], lineHeight: 15 };
});

const textOf = (line: ReturnType<typeof wrap>[number]) => line.runs.map((run) => run.text).join('');

describe('breaking text into lines', () => {
  it('breaks at spaces within the width and keeps every word, in order', () => {
    const text = 'कर्मचारी प्रशिक्षित क्षेत्र विद्यालय श्रीमती लेखापाल Bank reconciliation and VAT returns '.repeat(4).trim();
    const lines = wrap(text, style, 150);
    expect(lines.length).toBeGreaterThan(4);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(150);
    expect(lines.map(textOf).join(' ')).toBe(text);
  });

  it("keeps the text's own line breaks", () => {
    expect(wrap('पहिलो\nदोस्रो', style, 400).map(textOf)).toEqual(['पहिलो', 'दोस्रो']);
  });

  it('cuts at the line limit with an ellipsis, and adds none when the text fits exactly', () => {
    const cut = wrap('एक दुई तीन चार पाँच छ सात आठ नौ दश '.repeat(10), style, 80, 2);
    expect(cut).toHaveLength(2);
    expect(textOf(cut[1] ?? { runs: [], width: 0 })).toMatch(/ …$/);
    expect(cut[1]?.width).toBeLessThanOrEqual(80);
    expect(wrap('लेखापाल', style, 80, 1).map(textOf)).toEqual(['लेखापाल']);
    expect(wrap('एक\nदुई', style, 80, 2).map(textOf)).toEqual(['एक', 'दुई']);
  });

  it('splits a word wider than the line between clusters, never inside a conjunct', () => {
    const word = 'क्षेत्रक्षेत्रक्षेत्रक्षेत्रक्षेत्रक्षेत्रक्षेत्रक्षेत्र';
    const lines = wrap(word, style, 40);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.map(textOf).join('')).toBe(word);
    // No line starts with a vowel sign or a virama, and none ends with a virama (a conjunct torn apart).
    for (const line of lines) expect(textOf(line)).not.toMatch(/^[\u093E-\u094D]|\u094D$/);
  });
});
