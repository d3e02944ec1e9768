import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, secondInstance, type TestContext } from '../../test/context.ts';
import { bearer, nextTurn } from '../../test/helpers.ts';
import { createAccount, createJob, lookups } from '../../test/jobs.ts';
import { type SsrSite, ssrSite } from '../../test/ssr-site.ts';
import { categories, jobs } from '../db/schema.ts';
import { PageCache } from './page-cache.ts';
import { PAGE_CACHE_CONTROL } from './page-routes.ts';

let ctx: TestContext;
let site: SsrSite;
/** A second instance of the portal on the same database (another server behind the load balancer). */
let other: FastifyInstance;

/** A page request, in a turn of its own as one from a socket is (a deploy just made is seen: `nextTurn`). */
const get = async (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => {
  await nextTurn();
  return app.inject({ method: 'GET', url, headers: { accept: '*/*', 'accept-encoding': 'br', ...headers } });
};
const text = (res: { rawPayload: Buffer; headers: Record<string, unknown> }) =>
  res.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(res.rawPayload).toString()
    : res.headers['content-encoding'] === 'gzip'
      ? gunzipSync(res.rawPayload).toString()
      : res.rawPayload.toString();
const detail = (html: string) => /<p class="detail">([^<]*)<\/p>/.exec(html)?.[1]?.replaceAll('&amp;', '&');

beforeAll(async () => {
  site = ssrSite();
  site.deployPublicSite('p1');
  ctx = await createTestContext({ webRoot: site.webRoot, deployDir: site.deployDir, ssrTimeoutMs: 5000 });
  other = await secondInstance(ctx);
});
afterAll(async () => {
  await other.close();
  await ctx.close();
});

describe('the page cache', () => {
  it('answers a public page with a strong ETag, 304 to it, in every encoding, the CDN allowed to keep it', async () => {
    const first = await get(ctx.app, '/about');
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect(first.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    expect(first.headers['cdn-cache-control']).toMatch(/stale-while-revalidate=\d+/);
    expect(first.headers['content-encoding']).toBe('br');
    const html = text(first);
    expect(html).toContain('<main>Welcome /about');
    const gzip = await get(ctx.app, '/about', { 'accept-encoding': 'gzip' });
    const plain = await get(ctx.app, '/about', { 'accept-encoding': 'identity' });
    expect([gzip.headers['content-encoding'], plain.headers['content-encoding']]).toEqual(['gzip', undefined]);
    expect([text(gzip), text(plain)]).toEqual([html, html]);
    expect([gzip.headers.etag, plain.headers.etag]).toEqual([etag, etag]);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get(ctx.app, '/about', { 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
    }
    expect((await get(ctx.app, '/about', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    const head = await ctx.app.inject({ method: 'HEAD', url: '/about' });
    expect([head.statusCode, head.headers.etag]).toEqual([200, etag]);
  });

  it('serves a page from memory: a repeated request renders nothing', async () => {
    await get(ctx.app, '/faq');
    const renders = ctx.app.pageCache.renders;
    for (let i = 0; i < 5; i++) expect((await get(ctx.app, '/faq')).statusCode).toBe(200);
    expect(ctx.app.pageCache.renders).toBe(renders);
  });

  it('renders a cold page once for a burst of simultaneous requests', async () => {
    const renders = ctx.app.pageCache.renders;
    const burst = await Promise.all(Array.from({ length: 40 }, () => get(ctx.app, '/jobs?q=burst')));
    expect(ctx.app.pageCache.renders - renders).toBe(1);
    expect(new Set(burst.map((res) => `${res.statusCode} ${res.headers.etag}`)).size).toBe(1);
  });

  it('keeps one page whatever link trackers add, rendered for the URL without them', async () => {
    const plain = await get(ctx.app, '/skill-development');
    const renders = ctx.app.pageCache.renders;
    const tracked = await get(ctx.app, '/skill-development?utm_source=whatsapp&fbclid=abc&gclid=x');
    expect(ctx.app.pageCache.renders).toBe(renders);
    expect(tracked.headers.etag).toBe(plain.headers.etag);
    const search = await get(ctx.app, '/jobs?q=cook&fbclid=abc');
    expect(text(search)).toContain('<main>Welcome /jobs?q=cook jobs:');
  });

  it('keeps a page rendered for a calendar choice apart, for the browser only', async () => {
    const common = await get(ctx.app, '/contact');
    const chosen = await get(ctx.app, '/contact', { cookie: 'portal_cal=bs.0; portal_lang=ne' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.headers['cache-control']).toBe('private, no-cache');
    expect(chosen.headers['cdn-cache-control']).toBeUndefined();
    expect(chosen.headers.etag).toMatch(/^"/);
    // Any other cookie (the language one, a tracker's) changes nothing.
    const cookie = await get(ctx.app, '/contact', { cookie: 'portal_lang=ne; _ga=1' });
    expect(cookie.headers.etag).toBe(common.headers.etag);
    expect(cookie.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
  });

  it('never keeps a page whose URL carries a token', async () => {
    const renders = ctx.app.pageCache.renders;
    const res = await get(ctx.app, '/alerts/confirm?token=abc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
    expect(ctx.app.pageCache.renders).toBe(renders);
  });

  it('sends /ne to the Nepali home page /ne/', async () => {
    const res = await get(ctx.app, '/ne?x=1');
    expect([res.statusCode, res.headers.location]).toEqual([301, '/ne/?x=1']);
    expect(text(await get(ctx.app, '/ne/'))).toContain('<main>स्वागत छ /ne/ jobs:');
  });

  it('serves a new page after a deploy of the public site', async () => {
    const before = await get(ctx.app, '/privacy-policy');
    site.deployPublicSite('p2');
    const after = await get(ctx.app, '/privacy-policy');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(text(after)).toContain('build:p2</main>');
  });
});

describe('a change on one instance', () => {
  /** The page as the other instance serves it once it has heard `write`'s notification. */
  async function afterWrite(url: string, write: () => Promise<unknown>) {
    const heard = other.publicCache.nextInvalidation();
    await write();
    expect(await heard).toBe(true);
    return text(await get(other, url));
  }

  it('shows in the next page served by another instance: job edit, close, delete, employer, lookup', async () => {
    const employer = await createAccount(ctx, 'employer', { companyName: 'Fewa Boats' });
    const admin = await createAccount(ctx, 'admin');
    const L = await lookups(ctx);
    const category = L.category('Hospitality & Tourism');
    const job = await createJob(ctx, { employerId: employer.id, title: 'Boat captain', categoryId: category.id });
    const url = `/ne/jobs/${job.id}`;
    // The setup's own notifications heard first: a page rendered while one arrives is sent but not kept.
    await other.publicCache.fence();
    const renders = other.pageCache.renders;
    expect(detail(text(await get(other, url)))).toBe('job:Boat captain|open|Fewa Boats|आतिथ्य तथा पर्यटन');
    expect(detail(text(await get(other, url)))).toBe('job:Boat captain|open|Fewa Boats|आतिथ्य तथा पर्यटन');
    expect(other.pageCache.renders).toBe(renders + 1);

    const edited = await afterWrite(url, () =>
      ctx.db.update(jobs).set({ title: 'Ferry captain' }).where(eq(jobs.id, job.id)),
    );
    expect(detail(edited)).toBe('job:Ferry captain|open|Fewa Boats|आतिथ्य तथा पर्यटन');
    // The head tags are part of the kept page too.
    expect(edited).toContain('<title>Ferry captain – Fewa Boats | गण्डकी प्रदेश रोजगार पोर्टल</title>');

    const closed = await afterWrite(url, async () => {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/jobs/${job.id}/status`,
        headers: bearer(employer.token),
        payload: { status: 'closed' },
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(detail(closed)).toBe('job:Ferry captain|closed|Fewa Boats|आतिथ्य तथा पर्यटन');

    const renamed = await afterWrite(url, async () => {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: bearer(employer.token),
        payload: { companyName: 'Fewa Ferries' },
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(detail(renamed)).toBe('job:Ferry captain|closed|Fewa Ferries|आतिथ्य तथा पर्यटन');

    const [row] = await ctx.db.select().from(categories).where(eq(categories.id, category.id));
    const lookupRenamed = await afterWrite(url, async () => {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/categories/${category.id}`,
        headers: bearer(admin.token),
        payload: { name_en: row?.nameEn ?? 'Hospitality & Tourism', name_ne: 'होटल तथा यात्रा' },
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(detail(lookupRenamed)).toBe('job:Ferry captain|closed|Fewa Ferries|होटल तथा यात्रा');
    // The English page names it by its English name, unchanged.
    expect(detail(text(await get(other, url.replace('/ne/', '/'))))).toBe(
      'job:Ferry captain|closed|Fewa Ferries|Hospitality & Tourism',
    );

    const employerPage = `/employers/${employer.id}`;
    expect(detail(text(await get(other, employerPage)))).toBe('employer:Fewa Ferries');
    const employerRenamed = await afterWrite(employerPage, () =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: bearer(employer.token),
        payload: { companyName: 'Fewa Ferries & Boats' },
      }),
    );
    expect(detail(employerRenamed)).toBe('employer:Fewa Ferries & Boats');

    const deleted = await afterWrite(url, async () => {
      const res = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/jobs/${job.id}`,
        headers: bearer(employer.token),
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    });
    expect(detail(deleted)).toBe('job:404');
    expect((await get(other, url)).statusCode).toBe(404);
  });
});

describe('pages read again', () => {
  it('are kept with a smaller brotli, made in the background: the same HTML and ETag', async () => {
    const cache = new PageCache(ctx.app.publicCache, 10_000_000);
    // Page-like text: tags and words from a small vocabulary in a varying order (a seeded generator).
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    const syllables = ['ka', 'ra', 'po', 'kha', 'ला', 'पो', 'ख', 'रा', 'ne', 'jo', 'b', 'ते'];
    const word = () => Array.from({ length: 2 + (next() % 4) }, () => syllables[next() % syllables.length]).join('');
    const html = Array.from(
      { length: 3000 },
      () => `<li class="c${next() % 9}"><a href="/jobs/${next().toString(16)}">${word()} ${word()}</a> ${word()}</li>`,
    ).join('');
    const page = async () => ({ status: 200, html, cacheable: true });
    const first = await cache.answer('popular', page);
    if (!('stored' in first)) throw new Error('not kept');
    await cache.answer('popular', page);
    await cache.settled();
    const again = await cache.answer('popular', page);
    if (!('stored' in again)) throw new Error('not kept');
    expect(again.stored.br.length).toBeLessThan(first.stored.br.length);
    expect(brotliDecompressSync(again.stored.br).toString()).toBe(html);
    expect(again.stored.etag).toBe(first.stored.etag);
    expect(cache.renders).toBe(1);
  });
});

describe('the memory bound', () => {
  it('holds the compressed pages within its bytes, dropping the least recently used', async () => {
    const bound = 40_000;
    const cache = new PageCache(ctx.app.publicCache, bound);
    // Random text does not compress: each page weighs about 2 × 6 KB.
    const page = () => ({ status: 200, html: randomBytes(4500).toString('base64'), cacheable: true });
    for (let i = 0; i < 30; i++) {
      await cache.answer(`page-${i}`, async () => page());
      expect(cache.bytes).toBeLessThanOrEqual(bound);
    }
    expect(cache.size).toBeGreaterThan(0);
    expect(cache.size).toBeLessThan(30);
    // A gzip made later counts too: the bound holds once it is kept.
    const latest = await cache.answer('page-29', async () => page());
    if (!('stored' in latest)) throw new Error('not kept');
    await cache.gzipOf(latest);
    expect(cache.bytes).toBeLessThanOrEqual(bound);
    const renders = cache.renders;
    await cache.answer('page-29', async () => page());
    expect(cache.renders).toBe(renders);
    await cache.answer('page-0', async () => page());
    expect(cache.renders).toBe(renders + 1);
  });

  it("makes a page's gzip only when a client asks for it, once, and weighs it from then on", async () => {
    const cache = new PageCache(ctx.app.publicCache, 1_000_000);
    const html = `<main>${'नेपाली पाठ, English text. '.repeat(400)}</main>`;
    const answer = await cache.answer('gzip-later', async () => ({ status: 200, html, cacheable: true }));
    if (!('stored' in answer)) throw new Error('not kept');
    expect(answer.stored.gzip).toBeUndefined();
    const before = cache.bytes;
    const [a, b] = await Promise.all([cache.gzipOf(answer), cache.gzipOf(answer)]);
    expect(a).toBe(b);
    expect(gunzipSync(a).toString()).toBe(html);
    expect(cache.bytes).toBe(before + a.length);
    const hit = await cache.answer('gzip-later', async () => ({ status: 200, html: 'not rendered', cacheable: true }));
    if (!('stored' in hit)) throw new Error('not kept');
    expect(cache.gzipOf(hit)).toBe(a);
  });

  it('keeps nothing with a bound of 0 (PAGE_CACHE_MB=0): every request renders', async () => {
    const cache = new PageCache(ctx.app.publicCache, 0);
    for (let i = 0; i < 3; i++) {
      const answer = await cache.answer('same', async () => ({ status: 200, html: 'x', cacheable: true }));
      expect('rendered' in answer).toBe(true);
    }
    expect(cache.size).toBe(0);
  });
});
