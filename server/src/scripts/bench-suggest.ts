// npx tsx src/scripts/bench-suggest.ts: GET /api/jobs/suggest and romanized keyword searches at BENCH_JOBS
// (100,000) demo jobs in a throw-away PostgreSQL, each request once on an empty cache, one at a time.
// Words are typed letter by letter (every prefix from 2 characters), in English, Nepali and romanized Nepali.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../test/free-port.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';
import { romanizePendingTerms } from '../modules/jobs/roman-terms.ts';
import { createDemoData } from './demo-data.ts';

const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const WORDS = ['engineer', 'accountant', 'hotel', 'pokhara', 'driver', 'tally', 'सहायक', 'लेखापाल', 'भान्से', 'कम्प्युटर'];
const ROMANIZED = ['lekhapal', 'sahayak', 'bhanse', 'kampyutar', 'krishi', 'sahakari', 'pokhara', 'shikshak'];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-suggest-'));
  chmodSync(dir, 0o755);
  const config = loadConfig({
    DATA_DIR: dir,
    EMBEDDED_PG_PORT: String(await freePort()),
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
  });
  const database = await openDatabase(config);
  const app = await buildApp(config, { db: database.db });
  try {
    let started = Date.now();
    await createDemoData(database.db, { jobs: JOBS });
    console.log(`Seeded ${JOBS} jobs in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await database.pool.query('vacuum analyze');
    const { rows } = await database.pool.query<{ n: number; pending: number }>(
      'select count(*)::int as n, count(*) filter (where roman is null)::int as pending from search_terms',
    );
    started = Date.now();
    const romanized = await romanizePendingTerms(database.db);
    console.log(
      `Vocabulary: ${rows[0]?.n} words, ${romanized} romanized in ${Date.now() - started} ms (pending: ${rows[0]?.pending})`,
    );
    await app.ready();
    if (!(await app.publicCache.whenServing())) throw new Error('the public cache did not connect');

    const time = async (url: string) => {
      const t0 = process.hrtime.bigint();
      const res = await app.inject({ method: 'GET', url });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return {
        ms: Number(process.hrtime.bigint() - t0) / 1e6,
        body: res.json() as { items?: unknown[]; total?: number },
      };
    };
    const report = (name: string, times: number[]) => {
      const sorted = [...times].sort((a, b) => a - b);
      console.log(
        `| ${name} | ${sorted.length} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} | ${(sorted.at(-1) ?? 0).toFixed(1)} |`,
      );
    };
    const prefixes = [...WORDS, ...ROMANIZED].flatMap((word) =>
      Array.from({ length: [...word].length - 1 }, (_, i) => [...word].slice(0, i + 2).join('')),
    );
    console.log('\n| uncached, one at a time | n | p50 ms | p99 ms | max ms |\n| --- | -: | -: | -: | -: |');
    const suggest: number[] = [];
    const slow: [number, string][] = [];
    for (const prefix of new Set(prefixes)) {
      const { ms } = await time(`/api/jobs/suggest?q=${encodeURIComponent(prefix)}`);
      suggest.push(ms);
      slow.push([ms, prefix]);
    }
    report('suggest, every prefix', suggest);
    const search: number[] = [];
    const totals: string[] = [];
    for (const word of ROMANIZED) {
      const { ms, body } = await time(`/api/jobs?q=${encodeURIComponent(word)}`);
      search.push(ms);
      totals.push(`${word} ${body.total}`);
    }
    report('romanized keyword, page 1', search);
    const typo: number[] = [];
    for (const word of ['enginer', 'acountant', 'pokhra', 'lekhpaal', 'सहयक']) {
      typo.push((await time(`/api/jobs?q=${encodeURIComponent(word)}`)).ms);
    }
    report('misspelt keyword (did you mean)', typo);
    console.log(`\nmatches: ${totals.join(', ')}`);
    const slowest = slow.sort((a, b) => b[0] - a[0]).slice(0, 5);
    console.log(`slowest suggestions: ${slowest.map(([ms, prefix]) => `${prefix} ${ms.toFixed(1)} ms`).join(', ')}`);
  } finally {
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
