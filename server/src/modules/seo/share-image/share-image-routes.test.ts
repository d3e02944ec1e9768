import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/context.ts';
import { expectError } from '../../../../test/helpers.ts';
import { addDays, createAccount, createFile, createJob, lookups } from '../../../../test/jobs.ts';
import { pngSize } from '../../../../test/png.ts';
import { pngBytes } from '../../../../test/sample-files.ts';
import { employerProfiles, jobs } from '../../../db/schema.ts';
import { kathmanduToday } from '../../jobs/kathmandu-date.ts';
import { createShareImageCache } from './share-image-cache.ts';

let ctx: TestContext;
let employerId: string;
const today = kathmanduToday();
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { accept: '*/*', ...headers } });

beforeAll(async () => {
  ctx = await createTestContext();
  employerId = (await createAccount(ctx, 'employer', { companyName: 'Fewa Boats & Co' })).id;
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/jobs/:id/share-image.png', () => {
  it('answers a 1200×630 PNG with a content ETag, public caching and cross-origin embedding allowed', async () => {
    const L = await lookups(ctx);
    const job = await createJob(ctx, {
      employerId,
      title: 'Boat Captain',
      locationId: L.location('Kaski').id,
      applicationDeadline: addDays(today, 10),
    });
    const res = await get(`/api/jobs/${job.id}/share-image.png?lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(res.headers.etag).toMatch(/^"share-v1-[\w-]+"$/);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // Without ?lang it is the English picture.
    expect((await get(`/api/jobs/${job.id}/share-image.png`)).headers.etag).toBe(res.headers.etag);
  });

  it('answers 304 to a matching If-None-Match, and a new picture after the job changes', async () => {
    const job = await createJob(ctx, { employerId, title: 'Lake Guide' });
    const url = `/api/jobs/${job.id}/share-image.png?lang=en`;
    const first = await get(url);
    const etag = String(first.headers.etag);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await get(url, { 'if-none-match': `W/${etag}, "other"` })).statusCode).toBe(304);

    await ctx.db.update(jobs).set({ title: 'Senior Lake Guide', updatedAt: new Date() }).where(eq(jobs.id, job.id));
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(pngSize(changed.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it('draws a Nepali picture for lang=ne, different from the English one', async () => {
    const L = await lookups(ctx);
    const job = await createJob(ctx, {
      employerId,
      title: 'लेखापाल',
      locationId: L.location('Kaski').id,
      applicationDeadline: addDays(today, 3),
    });
    const en = await get(`/api/jobs/${job.id}/share-image.png?lang=en`);
    const ne = await get(`/api/jobs/${job.id}/share-image.png?lang=ne`);
    expect(ne.statusCode).toBe(200);
    expect(pngSize(ne.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(ne.headers.etag).not.toBe(en.headers.etag);
    expect(ne.rawPayload.equals(en.rawPayload)).toBe(false);
  });

  it("puts the employer's logo on the picture, and a new logo or company name changes the ETag", async () => {
    const other = await createAccount(ctx, 'employer', { companyName: 'Annapurna Treks' });
    const job = await createJob(ctx, { employerId: other.id, title: 'Trek Leader' });
    const url = `/api/jobs/${job.id}/share-image.png?lang=en`;
    const plain = await get(url);
    const logo = await createFile(ctx, {
      ownerId: other.id,
      kind: 'logo',
      fileName: 'logo.png',
      mimeType: 'image/png',
      data: pngBytes(),
    });
    await ctx.db.update(employerProfiles).set({ logoFileId: logo.id }).where(eq(employerProfiles.userId, other.id));
    const withLogo = await get(url);
    expect(withLogo.statusCode).toBe(200);
    expect(withLogo.headers.etag).not.toBe(plain.headers.etag);
    expect(withLogo.rawPayload.equals(plain.rawPayload)).toBe(false);

    await ctx.db
      .update(employerProfiles)
      .set({ companyName: 'Annapurna Treks Pvt. Ltd.' })
      .where(eq(employerProfiles.userId, other.id));
    expect((await get(url)).headers.etag).not.toBe(withLogo.headers.etag);
  });

  it('is 404 JSON for a closed job, a job past its deadline, a missing job and a malformed id', async () => {
    const closed = await createJob(ctx, { employerId, status: 'closed' });
    const expired = await createJob(ctx, { employerId, applicationDeadline: addDays(today, -1) });
    for (const id of [closed.id, expired.id, randomUUID(), 'not-a-uuid']) {
      expectError(await get(`/api/jobs/${id}/share-image.png?lang=en`), 404, 'Job not found.');
    }
    // Its deadline is today in Kathmandu: still listed, still pictured.
    const lastDay = await createJob(ctx, { employerId, applicationDeadline: today });
    expect((await get(`/api/jobs/${lastDay.id}/share-image.png`)).statusCode).toBe(200);
  });

  it('refuses an unknown language with a 400, and odd ids with a 4xx JSON, never a 500', async () => {
    const job = await createJob(ctx, { employerId });
    for (const query of ['lang=fr', 'lang=EN', 'lang=', 'lang=en&lang=ne', 'lang=%00']) {
      expectError(await get(`/api/jobs/${job.id}/share-image.png?${query}`), 400);
    }
    for (const id of ['%00', 'x'.repeat(99), `${job.id}%20`, 'लेखापाल']) {
      const res = await get(`/api/jobs/${id}/share-image.png`);
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
      expectError(res, res.statusCode);
    }
  });

  it('answers many simultaneous bots with the same picture', async () => {
    const job = await createJob(ctx, { employerId, title: 'Paragliding Pilot' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => get(`/api/jobs/${job.id}/share-image.png?lang=ne`)),
    );
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);
  });
});

describe('GET /api/share-image.png', () => {
  it("answers the portal's own picture per language, with 304 on a matching ETag", async () => {
    const en = await get('/api/share-image.png?lang=en');
    const ne = await get('/api/share-image.png?lang=ne');
    for (const res of [en, ne]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    }
    expect(ne.headers.etag).not.toBe(en.headers.etag);
    expect((await get('/api/share-image.png?lang=en', { 'if-none-match': String(en.headers.etag) })).statusCode).toBe(
      304,
    );
  });
});

describe('share image cache', () => {
  it('renders once for simultaneous requests of one ETag and serves later ones from memory', async () => {
    const cache = createShareImageCache();
    let built = 0;
    const svg = async () => {
      built += 1;
      return '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="10" height="10"/></svg>';
    };
    const images = await Promise.all(Array.from({ length: 10 }, () => cache.get('"a"', svg)));
    expect(built).toBe(1);
    expect(cache.renders).toBe(1);
    expect(new Set(images.map((i) => i.png)).size).toBe(1);
    await cache.get('"a"', svg);
    expect(cache.renders).toBe(1);
    await cache.get('"b"', svg);
    expect(cache.renders).toBe(2);
  });

  it('drops the least recently used picture when full, and a failed render is not kept', async () => {
    const cache = createShareImageCache(2);
    const svg = async () => '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"/>';
    await cache.get('"1"', svg);
    await cache.get('"2"', svg);
    await cache.get('"1"', svg);
    await cache.get('"3"', svg); // drops "2"
    await cache.get('"1"', svg);
    expect(cache.renders).toBe(3);
    await cache.get('"2"', svg);
    expect(cache.renders).toBe(4);
    await expect(cache.get('"bad"', async () => 'not svg')).rejects.toThrow();
    await expect(cache.get('"bad"', async () => 'not svg')).rejects.toThrow();
  });

  it('runs at most two renders at once; the rest wait their turn and all finish', async () => {
    const cache = createShareImageCache(300, 24 * 1024 * 1024, 2);
    let started = 0;
    let mostAtOnce = 0;
    const gates: (() => void)[] = [];
    const svg = () =>
      new Promise<string>((resolve) => {
        started += 1;
        // Renders begun and not yet done (the cache counts a render before it frees its slot).
        mostAtOnce = Math.max(mostAtOnce, started - cache.renders);
        gates.push(() => resolve('<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"/>'));
      });
    const all = Promise.all(['"p"', '"q"', '"r"', '"s"', '"t"'].map((etag) => cache.get(etag, svg)));
    const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
    await settle();
    expect(started).toBe(2);
    while (cache.renders < 5) {
      gates.shift()?.();
      await settle();
    }
    expect((await all).length).toBe(5);
    expect(started).toBe(5);
    expect(mostAtOnce).toBe(2);
  });
});
