/**
 * Render time of share pictures, without a database: `cd server && npx tsx src/scripts/share-image-bench.ts`.
 * Prints, for an English and a Nepali card with a long title (and one with a logo), the first render (cold
 * text measurements) and the median and p95 of 30 more: layout (SVG) and PNG rendering separately.
 */
import { Resvg } from '@resvg/resvg-js';
import { type JobCard, jobCardSvg } from '../modules/seo/share-image/share-card-svg.ts';
import { formatShareDate } from '../modules/seo/share-image/share-date.ts';
import { renderPng } from '../modules/seo/share-image/share-image-cache.ts';

const logo = new Resvg(
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120"><rect width="300" height="120" fill="#f59e0b"/></svg>',
)
  .render()
  .asPng();

const cards: [string, JobCard][] = [
  [
    'en, long title',
    {
      title:
        'Senior Accountant and Office Assistant for the Health Sector at Pokhara Metropolitan City, Kaski District',
      company: 'Annapurna Himalayan Trekking and Rafting Adventures Pvt. Ltd.',
      location: 'Kaski',
      deadline: `Apply by ${formatShareDate('2026-12-15', 'en')}`,
      siteName: 'Gandaki Province Job Portal',
      host: 'jobs.gandaki.gov.np',
    },
  ],
  [
    'ne, long title',
    {
      title: 'वरिष्ठ लेखापाल तथा कार्यालय सहायक (स्वास्थ्य क्षेत्र) पोखरा महानगरपालिका, कास्की जिल्लाको लागि',
      company: 'अन्नपूर्ण हिमालयन ट्रेकिङ एण्ड र्‍याफ्टिङ प्रा. लि.',
      location: 'कास्की',
      deadline: `आवेदनको अन्तिम मिति: ${formatShareDate('2026-12-15', 'ne')}`,
      siteName: 'गण्डकी प्रदेश रोजगार पोर्टल',
      host: 'jobs.gandaki.gov.np',
    },
  ],
  [
    'en, logo',
    {
      title: 'Boat Captain',
      company: 'Fewa Boats',
      siteName: 'Gandaki Province Job Portal',
      host: 'jobs.gandaki.gov.np',
      logo: { mimeType: 'image/png', data: logo },
    },
  ],
];

const ms = (start: number) => performance.now() - start;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

console.log('card            | first: layout + png | median layout | median png | p95 total | bytes');
for (const [name, card] of cards) {
  let start = performance.now();
  const svg = jobCardSvg(card);
  const firstLayout = ms(start);
  start = performance.now();
  const png = await renderPng(svg);
  const firstPng = ms(start);
  const layouts: number[] = [];
  const pngs: number[] = [];
  const totals: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t0 = performance.now();
    const again = jobCardSvg(card);
    const t1 = performance.now();
    await renderPng(again);
    const t2 = performance.now();
    layouts.push(t1 - t0);
    pngs.push(t2 - t1);
    totals.push(t2 - t0);
  }
  console.log(
    `${name.padEnd(15)} | ${firstLayout.toFixed(1).padStart(6)} + ${firstPng.toFixed(1).padStart(5)} ms    | ` +
      `${percentile(layouts, 50).toFixed(1).padStart(10)} ms | ${percentile(pngs, 50).toFixed(1).padStart(7)} ms | ` +
      `${percentile(totals, 95).toFixed(1).padStart(6)} ms | ${png.length}`,
  );
}
