import { createRequire } from 'node:module';
import type { APIRequestContext } from '@playwright/test';
import { approvedEmployer, byName, insertJob, lookups, uniqueWord } from '../support/jobs.ts';
import { expect, test } from '../support/test.ts';

// structured-data-testing-tool is CommonJS without types: the little of its API used here.
type SdttResult = { failed: { test: string; description?: string }[]; schemas: string[] };
const require = createRequire(import.meta.url);
const { structuredDataTest } = require('structured-data-testing-tool') as {
  structuredDataTest: (html: string, options: { presets: unknown[]; schemas?: string[] }) => Promise<SdttResult>;
};
const { Google, Twitter, Facebook, SocialMedia } = require('structured-data-testing-tool/presets') as Record<
  string,
  unknown
>;

/** What a link-preview bot or crawler sends: no text/html in Accept (the page's language is in its URL). */
const botHeaders = (_language: 'en' | 'ne') => ({ Accept: '*/*' });
const meta = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];

/** Width and height from a PNG's IHDR chunk, after checking its signature. */
function pngSize(data: Buffer): { width: number; height: number } {
  expect([...data.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(data.toString('ascii', 12, 16)).toBe('IHDR');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

/** GETs an absolute og:image URL on this server (its path: PUBLIC_URL may name another host in front). */
async function fetchImage(request: APIRequestContext, url: string) {
  const { pathname, search } = new URL(url.replace(/&amp;/g, '&'));
  return request.get(`${pathname}${search}`, { headers: { Accept: '*/*' } });
}

async function validate(html: string): Promise<SdttResult> {
  try {
    return await structuredDataTest(html, {
      presets: [Google, Twitter, Facebook, SocialMedia],
      schemas: ['JobPosting'],
    });
  } catch (error) {
    const failure = error as { type?: string; res?: SdttResult };
    if (failure.type === 'VALIDATION_FAILED' && failure.res) return failure.res;
    throw error;
  }
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('share previews', () => {
  let openId: string;
  let closedId: string;
  let title: string;

  test.beforeAll(async ({ request }) => {
    const employer = await approvedEmployer(request, `Fewa Boats ${uniqueWord()}`);
    const L = await lookups(request);
    title = `Boat captain ${uniqueWord()}`;
    openId = await insertJob(employer.id, {
      title,
      locationId: byName(L.locations, 'Kaski').id,
      jobTypeId: L.jobTypes.find((t) => t.key === 'full-time')?.id ?? null,
      salaryRangeId: L.salaryRanges.find((s) => s.key === '20000-30000')?.id ?? null,
      applicationDeadline: inDays(10),
    });
    closedId = await insertJob(employer.id, { title: `Closed ${uniqueWord()}`, status: 'closed' });
  });

  for (const language of ['en', 'ne'] as const) {
    test(`a job page answers a bot with Open Graph tags, JobPosting JSON-LD and a working picture (${language})`, async ({
      request,
    }) => {
      const res = await request.get(language === 'ne' ? `/ne/jobs/${openId}` : `/jobs/${openId}`, {
        headers: botHeaders(language),
      });
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toMatch(/^text\/html/);
      const html = await res.text();
      expect(meta(html, 'og:title')).toContain(title);
      expect(meta(html, 'og:site_name')).toBe(
        language === 'en' ? 'Gandaki Province Job Portal' : 'गण्डकी प्रदेश रोजगार पोर्टल',
      );
      expect(meta(html, 'og:locale')).toBe(language === 'en' ? 'en_US' : 'ne_NP');
      expect(meta(html, 'og:locale:alternate')).toBe(language === 'en' ? 'ne_NP' : 'en_US');
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'og:image:alt')).toMatch(language === 'en' ? /^Job: Boat captain/ : /^जागिर: Boat captain/);
      const jsonLd = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
      expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
        '@type': 'JobPosting',
        employmentType: 'FULL_TIME',
        validThrough: `${inDays(10)}T23:59:59+05:45`,
        jobLocation: { address: { addressLocality: 'Kaski', addressCountry: 'NP' } },
        baseSalary: { currency: 'NPR', value: { unitText: 'MONTH' } },
      });
      const validation = await validate(html);
      expect(validation.failed.map((t) => t.test)).toEqual([]);

      const imageUrl = meta(html, 'og:image') ?? '';
      expect(imageUrl).toContain(`/api/jobs/${openId}/share-image.png?lang=${language}`);
      expect(meta(html, 'twitter:image')).toBe(imageUrl);
      const image = await fetchImage(request, imageUrl);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });
      expect(meta(html, 'og:image:width')).toBe('1200');
      expect(meta(html, 'og:image:height')).toBe('630');
    });
  }

  test("a closed job's page shows the portal's picture and is noindex; its own picture is 404", async ({ request }) => {
    const res = await request.get(`/jobs/${closedId}`, { headers: botHeaders('en') });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    const imageUrl = meta(html, 'og:image') ?? '';
    expect(imageUrl).toContain('/api/share-image.png?lang=en');
    const image = await fetchImage(request, imageUrl);
    expect(image.status()).toBe(200);
    expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });
    const own = await request.get(`/api/jobs/${closedId}/share-image.png?lang=en`);
    expect(own.status()).toBe(404);
    expect(await own.json()).toEqual({ message: 'Job not found.', code: expect.any(String) });
  });
});
