import { brotliDecompressSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import FeedParser from 'feedparser';
import robotsParser from 'robots-parser';
import { JOBS_FEED_ITEMS } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { bearer, nextTurn } from '../../../test/helpers.ts';
import { addDays, createAccount, createJob, lookups } from '../../../test/jobs.ts';
import { buildApp } from '../../app.ts';
import { jobs } from '../../db/schema.ts';
import { PAGE_CACHE_CONTROL } from '../../ssr/page-routes.ts';
import { kathmanduToday } from '../jobs/kathmandu-date.ts';

let ctx: TestContext;
/** A second instance of the portal on the same database (another server behind the load balancer). */
let other: FastifyInstance;
const ORIGIN = 'http://portal.test';

type Parsed = { meta: FeedParser.Meta; items: FeedParser.Item[]; xml: string };

/** A feed as a feed reader reads it: feedparser in strict mode (malformed XML is an error, not a guess). */
function parseFeed(xml: string): Promise<Parsed> {
  return new Promise((resolve, reject) => {
    const parser = new FeedParser({ strict: true, normalize: true, addmeta: false });
    const items: FeedParser.Item[] = [];
    let meta: FeedParser.Meta | undefined;
    parser.on('error', reject);
    parser.on('meta', (value: FeedParser.Meta) => {
      meta = value;
    });
    parser.on('readable', function (this: FeedParser) {
      for (let item = this.read(); item; item = this.read()) items.push(item);
    });
    parser.on('end', () => (meta ? resolve({ meta, items, xml }) : reject(new Error('no feed metadata'))));
    parser.end(xml);
  });
}

const get = async (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => {
  await nextTurn();
  return app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });
};

const bodyOf = (res: { rawPayload: Buffer; headers: Record<string, unknown> }) =>
  res.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(res.rawPayload).toString()
    : res.rawPayload.toString();

async function feed(app: FastifyInstance, url: string): Promise<Parsed> {
  const res = await get(app, url);
  expect(res.statusCode, res.body).toBe(200);
  return parseFeed(bodyOf(res));
}

// The W3C feed validator's rules for dates: RSS 2.0 RFC 822 with a four-digit year and a named zone or offset; Atom
// RFC 3339 (date, 'T', time, 'Z' or an offset).
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** Every value of an element (or attribute, `name@attr`) in the raw XML, in document order. */
function values(xml: string, element: string): string[] {
  const pattern = new RegExp(`<${element}(?:\\s[^>]*)?>([^<]*)</${element}>`, 'g');
  return [...xml.matchAll(pattern)].map((match) => match[1] ?? '');
}
const attributes = (xml: string, element: string, attribute: string) =>
  [...xml.matchAll(new RegExp(`<${element}\\s[^>]*?${attribute}="([^"]*)"`, 'g'))].map((match) => match[1] ?? '');

/** The validator's rules for links: absolute http(s) URLs, here on the configured public origin. */
function expectPortalUrl(url: string | null | undefined) {
  expect(url).toBeTruthy();
  const parsed = new URL(String(url));
  expect(parsed.origin).toBe(ORIGIN);
}

/** The jobs the list shows for a search, newest first (the feed's jobs). */
async function listIds(query: string): Promise<string[]> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/jobs?${query}${query ? '&' : ''}sortBy=newest&pageSize=${JOBS_FEED_ITEMS}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: { id: string }[] }).items.map((item) => item.id);
}
const idOf = (url: string | null | undefined) => String(url).split('/').at(-1) ?? '';

let employer: Awaited<ReturnType<typeof createAccount>>;
let L: Awaited<ReturnType<typeof lookups>>;

beforeAll(async () => {
  ctx = await createTestContext();
  other = await buildApp(ctx.config, { db: ctx.db, deliveryWorker: false });
  await other.ready();
  expect(await ctx.app.publicCache.whenServing()).toBe(true);
  expect(await other.publicCache.whenServing()).toBe(true);
  employer = await createAccount(ctx, 'employer', { companyName: 'Fewa & Sons <Boats>' });
  L = await lookups(ctx);
  const today = kathmanduToday();
  const base = Date.parse('2026-01-01T00:00:00Z');
  const kaski = L.location('Kaski');
  const it = L.category('Information Technology');
  for (let i = 0; i < JOBS_FEED_ITEMS + 5; i++) {
    await createJob(ctx, {
      employerId: employer.id,
      title: i % 2 ? `Web developer ${i}` : `लेखापाल ${i}`,
      description: `Build things ${i}. `.repeat(60),
      categoryId: i % 3 === 0 ? it.id : L.category('Accounting & Finance').id,
      locationId: i % 4 === 0 ? kaski.id : L.location('Tanahun').id,
      jobTypeId: L.jobType('full-time').id,
      applicationDeadline: addDays(today, 30),
      createdAt: new Date(base + i * 3_600_000),
    });
  }
});
afterAll(async () => {
  await other.close();
  await ctx.close();
});

describe('the RSS and Atom feeds of a job search', () => {
  it('RSS 2.0: the newest open jobs, every item with its link, guid, dates, employer, categories and summary', async () => {
    const res = await get(ctx.app, '/jobs/feed.rss');
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const { meta, items, xml } = await parseFeed(bodyOf(res));
    expect(meta['#type']).toBe('rss');
    expect(meta['#version']).toBe('2.0');
    expect(meta.title).toBe('Recent jobs | Gandaki Province Job Portal');
    expect(meta.language).toBe('en');
    expect(meta.link).toBe(`${ORIGIN}/jobs`);
    expect(meta.xmlurl).toBe(`${ORIGIN}/jobs/feed.rss`);
    expect(attributes(xml, 'atom:link', 'rel')).toEqual(['self']);
    expect(attributes(xml, 'atom:link', 'type')).toEqual(['application/rss+xml']);
    const ids = await listIds('');
    expect(ids).toHaveLength(JOBS_FEED_ITEMS);
    expect(items.map((item) => idOf(item.link))).toEqual(ids);
    const rows = await ctx.db.select().from(jobs).where(eq(jobs.employerId, employer.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    // feedparser in strict mode keeps RSS's camel-cased pubDate to itself: the dates are read from the XML, in order.
    const pubDates = values(xml, 'pubDate');
    expect(pubDates).toHaveLength(items.length);
    for (const [index, item] of items.entries()) {
      const row = byId.get(idOf(item.link));
      expect(row, item.link).toBeDefined();
      if (!row) continue;
      expect(item.title).toBe(row.title);
      expect(item.link).toBe(`${ORIGIN}/jobs/${row.id}`);
      expect(item.guid).toBe(item.link);
      expect(Date.parse(pubDates[index] ?? '')).toBe(Math.floor(row.createdAt.getTime() / 1000) * 1000);
      expect(item.author).toBe('Fewa & Sons <Boats>');
      expect(item.categories).toContain(row.locationId === L.location('Kaski').id ? 'Kaski' : 'Tanahun');
      expect(item.description).toContain('Employer: Fewa & Sons <Boats>');
      expect(item.description).toContain('Job type: Full-time');
      expect(item.description).toMatch(/Deadline: \w{3} \d{1,2}, \d{4} · \d{1,2} \w+ \d{4}/);
      expect(item.description).toContain('Build things');
      expect(item.description.length).toBeLessThan(700);
    }
    for (const date of [...values(xml, 'pubDate'), ...values(xml, 'lastBuildDate')]) expect(date).toMatch(RFC_822);
    expect(values(xml, 'lastBuildDate')).toHaveLength(1);
    for (const link of [...values(xml, 'link'), ...values(xml, 'guid')]) expectPortalUrl(link);
    expect(attributes(xml, 'guid', 'isPermaLink').every((value) => value === 'true')).toBe(true);
    expect(new Set(values(xml, 'guid')).size).toBe(items.length);
    // Markup in a name is text, escaped once.
    expect(xml).toContain('<dc:creator>Fewa &amp; Sons &lt;Boats&gt;</dc:creator>');
  });

  it('Atom in Nepali: Devanagari text, RFC 3339 dates, the Nepali job pages, a self link and an id per entry', async () => {
    const res = await get(ctx.app, '/ne/jobs/feed.atom');
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const { meta, items, xml } = await parseFeed(bodyOf(res));
    expect(meta['#type']).toBe('atom');
    expect(meta.title).toBe('हालैका जागिरहरू | गण्डकी प्रदेश रोजगार पोर्टल');
    expect(meta.description).toContain('बढीमा ५० वटा');
    expect(meta.link).toBe(`${ORIGIN}/ne/jobs`);
    expect(meta.xmlurl).toBe(`${ORIGIN}/ne/jobs/feed.atom`);
    expect(xml).toContain('xml:lang="ne"');
    expect(items.map((item) => idOf(item.link))).toEqual(await listIds(''));
    for (const item of items) {
      expect(item.link).toMatch(new RegExp(`^${ORIGIN}/ne/jobs/[0-9a-f-]{36}$`));
      expect(item.guid).toBe(item.link);
      expect(item.description).toContain('रोजगारदाता: Fewa & Sons <Boats>');
      expect(item.description).toMatch(/जिल्ला: (कास्की|तनहुँ)/);
      expect(item.description).toMatch(/आवेदनको अन्तिम मिति: [०-९]{4} \S+ [०-९]{1,2} · \S+ [०-९]{1,2}, [०-९]{4}/);
    }
    expect(items.some((item) => item.title.startsWith('लेखापाल '))).toBe(true);
    // Each entry's published and updated are the job's posting and last change; the feed's updated the newest change.
    const rows = new Map(
      (await ctx.db.select().from(jobs).where(eq(jobs.employerId, employer.id))).map((row) => [row.id, row]),
    );
    const entries = [...xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map((match) => match[1] ?? '');
    expect(entries).toHaveLength(items.length);
    for (const entry of entries) {
      const row = rows.get(idOf(values(entry, 'id')[0]));
      expect(values(entry, 'published')).toEqual([row?.createdAt.toISOString()]);
      expect(values(entry, 'updated')).toEqual([row?.updatedAt.toISOString()]);
    }
    const newest = Math.max(...entries.map((entry) => Date.parse(values(entry, 'updated')[0] ?? '')));
    expect(values(xml.replace(/<entry>[\s\S]*?<\/entry>/g, ''), 'updated')).toEqual([new Date(newest).toISOString()]);
    const dates = [...values(xml, 'updated'), ...values(xml, 'published')];
    expect(dates.length).toBe(1 + 2 * items.length);
    for (const date of dates) expect(date).toMatch(RFC_3339);
    for (const id of values(xml, 'id')) expectPortalUrl(id);
    for (const href of attributes(xml, 'link', 'href')) expectPortalUrl(href);
    expect(attributes(xml, 'link', 'rel').filter((rel) => rel === 'self')).toHaveLength(1);
    expect(new Set(values(xml, 'id')).size).toBe(items.length + 1);
  });

  it('holds exactly the jobs the list shows for the search: category, district, keyword in either script', async () => {
    const it = L.category('Information Technology').id;
    const kaski = L.location('Kaski').id;
    for (const query of [
      `categoryId=${it}`,
      `locationIds=${kaski}`,
      `categoryId=${it}&locationIds=${kaski}`,
      'q=developer',
      `q=${encodeURIComponent('लेखापाल')}`,
      `q=${encodeURIComponent('लेखापाल')}&locationIds=${kaski}`,
      'q=nothing-matches-this',
    ]) {
      const expected = await listIds(query);
      for (const path of ['/jobs/feed.rss', '/ne/jobs/feed.atom']) {
        const { items } = await feed(ctx.app, `${path}?${query}`);
        expect(
          items.map((item) => idOf(item.link)),
          `${path}?${query}`,
        ).toEqual(expected);
      }
    }
    const named = await feed(ctx.app, `/jobs/feed.rss?q=developer&categoryId=${it}&locationIds=${kaski}`);
    expect(named.meta.title).toBe('Jobs: “developer” · Information Technology · Kaski | Gandaki Province Job Portal');
    expect(named.meta.link).toBe(`${ORIGIN}/jobs?q=developer&categoryId=${it}&locationIds=${kaski}`);
    // A list as one parameter per item, as the filters' form sends it, is the same search.
    const tanahun = L.location('Tanahun').id;
    const repeated = await feed(ctx.app, `/jobs/feed.rss?locationIds=${kaski}&locationIds=${tanahun}`);
    expect(repeated.items.map((item) => idOf(item.link))).toEqual(await listIds(`locationIds=${kaski},${tanahun}`));
  });

  it('escapes every text and leaves out what XML cannot hold', async () => {
    const job = await createJob(ctx, {
      employerId: employer.id,
      title: 'Cook <b>&</b> "chef" \'sous\' ]]>',
      description: 'Line one\u0001 & <script>alert(1)</script> 😀',
      createdAt: new Date(Date.now() + 60_000),
    });
    const escapedTitle = 'Cook &lt;b&gt;&amp;&lt;/b&gt; &quot;chef&quot; &#39;sous&#39; ]]&gt;';
    for (const path of ['/jobs/feed.rss', '/jobs/feed.atom']) {
      const { items, xml } = await feed(ctx.app, `${path}?q=sous`);
      expect(items.map((item) => idOf(item.link))).toEqual([job.id]);
      // The title is text, escaped once (feed readers, this parser among them, then show it without its tags).
      expect(values(xml, 'title')).toContain(escapedTitle);
      expect(items[0]?.title).toBe('Cook & "chef" \'sous\' ]]>');
      expect(items[0]?.description).toContain('Line one &');
      expect(xml).toContain('Line one &amp; &lt;script&gt;alert(1)&lt;/script&gt;');
      expect(xml).not.toContain('\u0001');
      expect(xml).toContain('&lt;/script&gt; 😀');
    }
  });

  it('answers a bad query with the list’s 400 { message, code }', async () => {
    for (const query of [
      'pageSize=0',
      'page=0',
      'categoryId=nope',
      'locationIds=a,b',
      'sortBy=best',
      `q=${'x'.repeat(201)}`,
      `skills=${Array.from({ length: 31 }, (_, i) => `s${i}`).join(',')}`,
    ]) {
      const list = await ctx.app.inject({ method: 'GET', url: `/api/jobs?${query}` });
      expect(list.statusCode, query).toBe(400);
      for (const path of ['/jobs/feed.rss', '/ne/jobs/feed.atom']) {
        const res = await get(ctx.app, `${path}?${query}`);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json(), query).toEqual(list.json());
      }
    }
    for (const query of ['q=a&q=b', 'q=%00', `locationIds=${'a,'.repeat(600)}`, '__proto__=a&__proto__=b&q=1&q=2']) {
      const res = await get(ctx.app, `/jobs/feed.rss?${query}`);
      expect(res.statusCode, query).toBe(400);
      const body = res.json() as { message: string; code: string };
      expect(body.message).toEqual(expect.any(String));
      expect(body.code).toEqual(expect.any(String));
    }
  });

  it('is robots-allowed, in both languages and formats', async () => {
    const res = await get(ctx.app, '/robots.txt');
    const robots = robotsParser(`${ORIGIN}/robots.txt`, res.body);
    for (const path of ['/jobs/feed.rss', '/jobs/feed.atom', '/ne/jobs/feed.rss', '/ne/jobs/feed.atom']) {
      expect(robots.isAllowed(`${ORIGIN}${path}?q=cook`, 'Googlebot'), path).toBe(true);
      expect(robots.isAllowed(`${ORIGIN}${path}`, 'Feedly/1.0'), path).toBe(true);
    }
  });
});

describe('feeds in the page cache', () => {
  it('answers with a strong ETag, 304 to it, the pages’ Cache-Control, compressed, rendered once', async () => {
    const url = '/jobs/feed.atom?q=developer';
    const first = await get(ctx.app, url, { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    expect(first.headers['cdn-cache-control']).toMatch(/stale-while-revalidate=\d+/);
    expect(first.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    const renders = ctx.app.pageCache.renders;
    const again = await get(ctx.app, `${url}&utm_source=feedly`);
    expect(bodyOf(again)).toBe(bodyOf(first));
    expect(again.headers.etag).toBe(etag);
    const revalidated = await get(ctx.app, url, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    const head = await ctx.app.inject({ method: 'HEAD', url });
    expect([head.statusCode, head.headers.etag, head.headers['content-type']]).toEqual([
      200,
      etag,
      'application/atom+xml; charset=utf-8',
    ]);
    expect(ctx.app.pageCache.renders).toBe(renders);
    // The RSS of the same search and the Nepali feed are other documents.
    const rss = await get(ctx.app, '/jobs/feed.rss?q=developer');
    const nepali = await get(ctx.app, '/ne/jobs/feed.atom?q=developer');
    expect(new Set([etag, rss.headers.etag, nepali.headers.etag]).size).toBe(3);
  });

  /** The feed as the other instance serves it once it has heard `write`'s notification. */
  async function afterWrite(url: string, write: () => Promise<unknown>) {
    const heard = other.publicCache.nextInvalidation();
    await write();
    expect(await heard).toBe(true);
    return feed(other, url);
  }

  it('a job created, edited or closed on one instance shows in the next feed another instance serves', async () => {
    const owner = await createAccount(ctx, 'employer', { companyName: 'Begnas Boats' });
    const url = '/jobs/feed.rss?q=ferryman';
    await other.publicCache.fence();
    expect((await feed(other, url)).items).toEqual([]);
    const renders = other.pageCache.renders;
    expect((await feed(other, url)).items).toEqual([]);
    expect(other.pageCache.renders).toBe(renders);

    let id = '';
    const created = await afterWrite(url, async () => {
      id = (await createJob(ctx, { employerId: owner.id, title: 'Ferryman' })).id;
    });
    expect(created.items.map((item) => [item.title, idOf(item.link)])).toEqual([['Ferryman', id]]);

    const edited = await afterWrite(url, () =>
      ctx.db.update(jobs).set({ title: 'Senior ferryman', updatedAt: sql`now()` }).where(eq(jobs.id, id)),
    );
    expect(edited.items.map((item) => item.title)).toEqual(['Senior ferryman']);

    const closed = await afterWrite(url, async () => {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/jobs/${id}/status`,
        headers: bearer(owner.token),
        payload: { status: 'closed' },
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(closed.items).toEqual([]);
  });
});
