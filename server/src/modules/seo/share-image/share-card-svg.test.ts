import { describe, expect, it } from 'vitest';
import { pngSize } from '../../../../test/png.ts';
import { pngBytes } from '../../../../test/sample-files.ts';
import { type JobCard, jobCardSvg, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, siteCardSvg } from './share-card-svg.ts';
import { formatShareDate } from './share-date.ts';
import { renderPng } from './share-image-cache.ts';

/** Text of the SVG's <text> elements, pieces joined, one string per element (what a viewer reads). */
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>(.*?)<\/text>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
const joined = (svg: string) => texts(svg).join(' ');

const english: JobCard = {
  title: 'Boat Captain',
  company: 'Fewa Boats & Co',
  location: 'Kaski',
  deadline: `Apply by ${formatShareDate('2026-11-22', 'en')}`,
  siteName: 'Gandaki Province Job Portal',
  host: 'portal.test',
};
const nepali: JobCard = {
  title: 'वरिष्ठ लेखापाल',
  company: 'फेवा बोट्स',
  location: 'कास्की',
  deadline: `आवेदनको अन्तिम मिति: ${formatShareDate('2026-11-22', 'ne')}`,
  siteName: 'गण्डकी प्रदेश रोजगार पोर्टल',
  host: 'portal.test',
};

describe('formatShareDate', () => {
  it('shows both calendars, the page language first, Devanagari digits in Nepali', () => {
    expect(formatShareDate('2026-11-22', 'en')).toBe('Nov 22, 2026 · 6 Mangsir 2083');
    expect(formatShareDate('2026-11-22', 'ne')).toBe('२०८३ मङ्सिर ६ · नोभेम्बर २२, २०२६');
    expect(formatShareDate('2026-04-14', 'en')).toBe('Apr 14, 2026 · 1 Baisakh 2083');
  });

  it('shows the AD date alone outside the converter table', () => {
    expect(formatShareDate('1900-01-01', 'en')).toBe('Jan 1, 1900');
    expect(formatShareDate('2200-03-05', 'ne')).toBe('मार्च ५, २२००');
  });
});

describe('jobCardSvg', () => {
  it('draws an English card: company, location, title, deadline, portal and host', () => {
    const svg = jobCardSvg(english);
    expect(svg).toContain(`width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}"`);
    const all = texts(svg);
    expect(all).toContain('FewaBoats&amp;Co');
    expect(all).toContain('Kaski');
    expect(all).toContain('BoatCaptain');
    expect(all).toContain('ApplybyNov22,2026·6Mangsir2083');
    expect(all).toContain('GandakiProvinceJobPortal');
    expect(all).toContain('portal.test');
    // No logo: the company's initial on a coloured tile.
    expect(all).toContain('F');
    expect(svg).not.toContain('<image');
  });

  it('draws a Nepali card in Devanagari, clusters as separate pieces', () => {
    const svg = jobCardSvg(nepali);
    const all = joined(svg);
    expect(all).toContain('वरिष्ठलेखापाल');
    expect(all).toContain('२०८३मङ्सिर६·नोभेम्बर२२,२०२६');
    expect(all).toContain('गण्डकीप्रदेशरोजगारपोर्टल');
    expect(svg).toContain('<tspan x="');
    // The monogram is the first cluster of the company name, whole.
    expect(texts(svg)).toContain('फे');
  });

  it('leaves out the deadline line when the job has none, and the location when unknown', () => {
    const { deadline: _d, location: _l, ...rest } = english;
    const all = joined(jobCardSvg(rest));
    expect(all).not.toContain('Applyby');
    expect(all).not.toContain('Kaski');
    expect(all).toContain('BoatCaptain');
  });

  it("puts the employer's PNG logo on the card instead of the initial; a WebP logo falls back to it", () => {
    const png = pngBytes();
    const withLogo = jobCardSvg({ ...english, logo: { mimeType: 'image/png', data: png } });
    expect(withLogo).toContain(`href="data:image/png;base64,${png.toString('base64')}"`);
    expect(texts(withLogo)).not.toContain('F');
    const webp = jobCardSvg({ ...english, logo: { mimeType: 'image/webp', data: Buffer.from('RIFF') } });
    expect(webp).not.toContain('<image');
    expect(texts(webp)).toContain('F');
  });

  it('cuts a very long title to three lines ending in …', () => {
    const svg = jobCardSvg({ ...english, title: 'Senior Boat Captain and Lake Safety Officer '.repeat(6) });
    const titleLines = [...svg.matchAll(/<text[^>]*font-size="60"[^>]*>(.*?)<\/text>/g)];
    expect(titleLines).toHaveLength(3);
    expect(titleLines[2]![1]).toContain('…');
  });

  it('escapes markup in every text', () => {
    const svg = jobCardSvg({ ...english, title: '<script>x</script>', company: 'A "B" & <C>' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
  });

  it('renders to a 1200×630 PNG (English, Nepali, with a logo)', async () => {
    for (const card of [english, nepali, { ...english, logo: { mimeType: 'image/png', data: pngBytes() } }]) {
      expect(pngSize(await renderPng(jobCardSvg(card)))).toEqual({ width: 1200, height: 630 });
    }
  });
});

describe('siteCardSvg', () => {
  it("draws the portal's name and pitch in the language", () => {
    const svg = siteCardSvg({
      siteName: 'गण्डकी प्रदेश रोजगार पोर्टल',
      tagline: 'सबैका लागि निःशुल्क।',
      host: 'portal.test',
    });
    expect(joined(svg)).toContain('सबैकालागिनिःशुल्क।');
    expect(joined(svg)).toContain('गण्डकीप्रदेशरोजगारपोर्टल');
  });
});
