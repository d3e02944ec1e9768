import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { jobsPageSchema } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { addDays, createAccount, createJob } from '../../../test/jobs.ts';
import { employerProfiles, jobSearch, jobs, searchTerms } from '../../db/schema.ts';
import { keywordWords } from './job-conditions.ts';
import { kathmanduToday } from './kathmandu-date.ts';
import { WALK_FROM } from './keyword-search.ts';

// Keyword search runs on job_search (word ids, GIN overlap, bounded pages). These tests hold it to the plain
// definition, computed here straight from jobs.search_text with strpos: every word a substring of the search
// text; relevance 2 per word in the title, 1 per word in the skills (with the skills list's names of them); ties
// newest first, then id. Latin words also match romanized Devanagari words (search-scripts.test.ts); the words
// drawn here never do (none folds to a romanized word of the pieces: nepal, sahayak, ka).
let ctx: TestContext;
let employerId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  employerId = (await createAccount(ctx, 'employer', { companyName: 'Kaski Wordsmiths' })).id;
});
afterAll(async () => {
  await ctx.close();
});

async function apiPage(query: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return jobsPageSchema.parse(res.json());
}

/** The definition, on the jobs table itself: all matching listed jobs' ids in the order asked. */
async function reference(q: string, sort: 'relevance' | 'newest' | 'oldest'): Promise<string[]> {
  const words = keywordWords(q);
  const matches = words.map((word) => sql`strpos(search_text, lower(${word})) > 0`);
  const score = words.map(
    (word) =>
      sql`(case when strpos(lower(normalize(title, NFC)), lower(${word})) > 0 then 2 else 0 end + case when strpos(array_to_string(skill_keys, ' ') || ' ' || search_skill_names(skill_keys), lower(${word})) > 0 then 1 else 0 end)`,
  );
  const order =
    sort === 'relevance'
      ? sql`${sql.join(score, sql` + `)} desc, created_at desc, id desc`
      : sort === 'newest'
        ? sql`created_at desc, id desc`
        : sql`created_at asc, id asc`;
  const { rows } = await ctx.db.execute<{ id: string }>(
    sql`select id from jobs where status = 'open' and (application_deadline is null or application_deadline >= ${kathmanduToday()})
        and ${sql.join(matches, sql` and `)} order by ${order}`,
  );
  return rows.map((row) => row.id);
}

/** A small seeded PRNG (mulberry32), so the generated jobs are the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Word pieces: shared prefixes and infixes, LIKE's special characters, case, Devanagari (a nukta letter typed
// decomposed as well), punctuation glued to words; separators include a tab, a newline and a no-break space.
const PIECES = ['ab', 'ba', 'abc', 'Cab', 'x%y', 'p_q', 'a\\b', 'नेपाल', 'सहायक', 'क़', 'क\u093c', 'ÄB', '(ab)', 'ab.'];
const SEPARATORS = [' ', ' ', '  ', '\t', '\n', '\u00a0', '-', ''];

describe('keyword search on job_search', () => {
  it('finds, counts, ranks and pages exactly as the definition, for any words (property)', async () => {
    const rnd = seeded(9);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)] as T;
    const text = (pieces: number) =>
      Array.from({ length: pieces }, () => `${pick(PIECES)}${pick(SEPARATORS)}`)
        .join('')
        .trim();
    const base = Date.parse('2025-03-01T00:00:00Z');
    for (let i = 0; i < 60; i += 1) {
      await createJob(ctx, {
        employerId,
        title: text(1 + Math.floor(rnd() * 3)),
        description: text(Math.floor(rnd() * 6)),
        skills: Array.from({ length: Math.floor(rnd() * 3) }, () => text(1 + Math.floor(rnd() * 2))),
        // Every third pair shares its posting time to the microsecond (the id decides).
        createdAt: new Date(base + (i % 3 === 0 ? i - 1 : i) * 60_000),
        status: i % 11 === 5 ? 'closed' : 'open',
        applicationDeadline: i % 13 === 7 ? addDays(kathmanduToday(), -1) : null,
      });
    }
    const word = fc.oneof(
      fc.constantFrom(...PIECES, 'b', 'a', '%', '_', '\\', 'ल', 'wordsmiths', 'kaski', 'zzz'),
      fc.string({
        unit: fc.constantFrom('a', 'b', 'c', 'x', '%', '_', '\\', 'न', 'े', 'प', '(', '.'),
        minLength: 1,
        maxLength: 3,
      }),
    );
    const query = fc.record({
      words: fc.array(word, { minLength: 1, maxLength: 3 }),
      upper: fc.boolean(),
      sort: fc.constantFrom(undefined, 'relevance', 'newest', 'oldest'),
      pageSize: fc.integer({ min: 1, max: 7 }),
      page: fc.integer({ min: 1, max: 5 }),
    });
    await fc.assert(
      fc.asyncProperty(query, async ({ words, upper, sort, pageSize, page }) => {
        const q = upper ? words.join(' ').toUpperCase() : words.join(' ');
        const want = await reference(q, sort ?? 'relevance');
        const params = new URLSearchParams({ q, pageSize: String(pageSize), page: String(page) });
        if (sort) params.set('sortBy', sort);
        const got = await apiPage(params.toString());
        expect(got.total).toBe(want.length);
        expect(got.items.map((item) => item.id)).toEqual(want.slice((page - 1) * pageSize, page * pageSize));
      }),
      { numRuns: 150, seed: 14 },
    );
  });

  it('walks every relevance page across the hits and the rest, and a deep jump gives the same rows', async () => {
    const base = Date.parse('2025-06-01T00:00:00Z');
    const make = (title: string, skills: string[], description: string, minute: number) =>
      createJob(ctx, { employerId, title, skills, description, createdAt: new Date(base + minute * 60_000) });
    for (let i = 0; i < 40; i += 1) {
      // Title and skill hits scattered through the dates, most matches in the description only.
      if (i % 7 === 0) await make(`pagerank lead ${i}`, ['pagerank'], '', i);
      else if (i % 5 === 0) await make(`lead ${i}`, ['pageranking'], '', i);
      else if (i % 4 === 0) await make(`pagerank ${i}`, [], '', i);
      else await make(`helper ${i}`, [], `the pagerank team ${i}`, i);
    }
    const want = await reference('pagerank', 'relevance');
    expect(want).toHaveLength(40);
    const walked: string[] = [];
    for (let n = 1; n <= 9; n += 1) {
      const got = await apiPage(`q=pagerank&pageSize=5&page=${n}`);
      expect(got.total).toBe(40);
      walked.push(...got.items.map((item) => item.id));
    }
    expect(walked).toEqual(want);
    await ctx.db.execute(sql`select pg_notify('portal_public_cache', 'test')`);
    await ctx.app.publicCache.fence();
    expect((await apiPage('q=pagerank&pageSize=5&page=6')).items.map((item) => item.id)).toEqual(want.slice(25, 30));
  });

  it('pages a keyword with more matches than WALK_FROM by index walks, in every order, deep jumps included', async () => {
    const base = Date.parse('2024-01-01T00:00:00Z');
    // Hits (title, skills) are a fifth, the rest alone above WALK_FROM; every 50th pair shares its posting time.
    const rows = Array.from({ length: WALK_FROM + 600 }, (_, i) => ({
      employerId,
      title: i % 10 === 3 ? `walkprobe ${i}` : `helper ${i}`,
      description: i % 10 === 3 ? '' : `the walkprobe crew ${i}`,
      skills: i % 10 === 7 ? ['walkprobe'] : [],
      createdAt: new Date(base + (i % 50 === 1 ? i - 1 : i) * 1000),
    }));
    await ctx.db.insert(jobs).values(rows);
    for (const sort of ['relevance', 'newest', 'oldest'] as const) {
      const want = await reference('walkprobe', sort);
      expect(want).toHaveLength(WALK_FROM + 600);
      // Pages 1-3 in turn (keyset cursors after page 1 for the date orders), then jumps deep into the list.
      for (const n of [1, 2, 3, 40, 120, 260, 261]) {
        const got = await apiPage(`q=walkprobe&sortBy=${sort}&pageSize=10&page=${n}`);
        expect(got.total).toBe(want.length);
        expect(
          got.items.map((item) => item.id),
          `${sort} page ${n}`,
        ).toEqual(want.slice((n - 1) * 10, n * 10));
      }
    }
  });

  it('follows every write to jobs: close, reopen, retitle by plain SQL, company rename, delete', async () => {
    const job = await createJob(ctx, { employerId, title: 'Glacier guide', description: 'moraine walks' });
    const found = async (q: string) => (await apiPage(`q=${encodeURIComponent(q)}`)).items.map((item) => item.id);
    const settled = async (write: () => Promise<unknown>) => {
      await write();
      await ctx.app.publicCache.fence();
    };
    await ctx.app.publicCache.fence();
    expect(await found('moraine')).toEqual([job.id]);
    await settled(() => ctx.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, job.id)));
    expect(await found('moraine')).toEqual([]);
    await settled(() => ctx.db.update(jobs).set({ status: 'open' }).where(eq(jobs.id, job.id)));
    expect(await found('moraine')).toEqual([job.id]);
    await settled(() => ctx.db.execute(sql`update jobs set title = 'Serac climber' where id = ${job.id}`));
    expect(await found('glacier')).toEqual([]);
    expect(await found('serac')).toEqual([job.id]);
    await settled(() =>
      ctx.db
        .update(employerProfiles)
        .set({ companyName: 'Icefall Outfitters' })
        .where(eq(employerProfiles.userId, employerId)),
    );
    expect(await found('icefall serac')).toEqual([job.id]);
    await settled(() => ctx.db.delete(jobs).where(eq(jobs.id, job.id)));
    expect(await found('serac')).toEqual([]);
    expect(await ctx.db.select().from(jobSearch).where(eq(jobSearch.jobId, job.id))).toEqual([]);
  });

  it('keeps one vocabulary row per word when many jobs with the same new words are written at once', async () => {
    const words = ['rhododendron', 'yarsagumba', 'chautari', 'dhiki'];
    const made = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        createJob(ctx, {
          employerId,
          title: `${words[i % 4]} ${words[(i + 1) % 4]} keeper`,
          description: `${words[(i + 2) % 4]} concurrentprobe${i % 3}`,
        }),
      ),
    );
    await ctx.app.publicCache.fence();
    for (const word of [...words, 'concurrentprobe0', 'concurrentprobe1', 'concurrentprobe2']) {
      const rows = await ctx.db.select().from(searchTerms).where(eq(searchTerms.term, word));
      expect(rows, word).toHaveLength(1);
    }
    const all = await apiPage('q=concurrentprobe&pageSize=50');
    expect(all.total).toBe(24);
    expect(new Set(all.items.map((item) => item.id))).toEqual(new Set(made.map((job) => job.id)));
    expect((await apiPage('q=yarsagumba%20concurrentprobe1&pageSize=50')).total).toBe(
      (await reference('yarsagumba concurrentprobe1', 'newest')).length,
    );
  });
});
