import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { jobsQuerySchema } from 'shared-api/contract';
import { freePort } from '../../test/free-port.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';
import { categories, locations } from '../db/schema.ts';
import { keywordWords } from '../modules/jobs/job-conditions.ts';
import { listStatements } from '../modules/jobs/job-list.ts';
import { kathmanduToday } from '../modules/jobs/kathmandu-date.ts';
import { keywordStatements, termIdsOf } from '../modules/jobs/keyword-search.ts';
import { CHANGE_CHANNEL } from '../public-cache/change-listener.ts';
import { benchAdminLists, seedAdminBench } from './bench-admin.ts';
import { benchCandidates, seedCandidatesBench } from './bench-candidates.ts';
import { benchInsights, seedInsightsBench } from './bench-insights.ts';
import { benchPages } from './bench-pages.ts';
import { type BenchQuery, benchQueries, zipfWeights } from './bench-queries.ts';
import { createDemoData, demoExists } from './demo-data.ts';
import { LOAD_CONNECTIONS, LOAD_SECONDS, type LoadResult, runLoad } from './run-load.ts';

// BENCH_JOBS=100 gives the small-table baseline to compare the 100,000-job figures with.
const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const DURATION_S = LOAD_SECONDS;
const DISTINCT = Number(process.env.BENCH_QUERIES ?? 2000);
const CONNECTIONS = LOAD_CONNECTIONS;
const PARTS = new Set((process.env.BENCH_PARTS ?? 'public,admin,pages').split(',').map((part) => part.trim()));

type Result = LoadResult;
const load = runLoad;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function main(): Promise<void> {
  // A throw-away DATA_DIR (embedded PostgreSQL on a free port) unless BENCH_DATABASE_URL names a database.
  const dir = process.env.BENCH_DATABASE_URL ? undefined : mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  if (dir) chmodSync(dir, 0o755); // initdb runs as the postgres user when we are root
  const config = loadConfig({
    DATA_DIR: dir ?? tmpdir(),
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
    EMBEDDED_PG_PORT: String(await freePort()),
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    // Seeding 100,000 jobs and VACUUM are bulk work, not requests.
    DB_STATEMENT_TIMEOUT_MS: '0',
  });
  const database = await openDatabase(config);
  const app = await buildApp(config, { db: database.db });
  try {
    if (await demoExists(database.db)) {
      console.log('Demo data already present in BENCH_DATABASE_URL; using it as it is.');
    } else {
      const started = Date.now();
      console.log(`Seeding ${JOBS} jobs...`);
      await createDemoData(database.db, { jobs: JOBS });
      console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    if (PARTS.has('admin')) await seedAdminBench(database.db, database.pool, console.log);
    if (PARTS.has('insights')) await seedInsightsBench(database.db, database.pool, console.log);
    if (PARTS.has('candidates')) await seedCandidatesBench(database.db, database.pool, console.log);
    await database.pool.query('vacuum analyze');

    // Bench-only route: the same server answering a fixed JSON body (the cost of Fastify itself).
    let staticBody = '{}';
    app.get('/bench/static', async (_request, reply) => reply.type('application/json; charset=utf-8').send(staticBody));
    const address = await app.listen({ port: await freePort(), host: '127.0.0.1' });
    if (!(await app.publicCache.whenServing())) throw new Error('the public cache did not connect');

    if (PARTS.has('public'))
      await benchPublicList(database, app, address, (body) => {
        staticBody = body;
      });
    if (PARTS.has('admin')) {
      if (!PARTS.has('public')) staticBody = JSON.stringify({ pad: 'x'.repeat(5700) });
      console.log('\nTiming the admin lists...');
      await benchAdminLists(
        address,
        '/bench/static',
        async () => {
          await database.pool.query(`select pg_notify('${CHANGE_CHANNEL}', 'bench')`);
          await app.publicCache.fence();
        },
        console.log,
      );
    }

    if (PARTS.has('insights')) await benchInsights(database.db, console.log);

    if (PARTS.has('candidates')) {
      if (!PARTS.has('public')) staticBody = JSON.stringify({ pad: 'x'.repeat(4000) });
      await benchCandidates(database.db, database.pool, address, '/bench/static', console.log);
    }

    if (PARTS.has('pages')) {
      await benchPages({ app, address, config, database, load, connections: CONNECTIONS, duration: DURATION_S });
    }
  } finally {
    await app.close().catch(() => undefined);
    await database.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

/** Parts 1 and 2: the public list's uncached queries and its cases under load. */
async function benchPublicList(
  database: Awaited<ReturnType<typeof openDatabase>>,
  app: Awaited<ReturnType<typeof buildApp>>,
  address: string,
  setStaticBody: (body: string) => void,
): Promise<void> {
  /** Empties the cache of this (and any) instance the way a real change does. */
  const emptyCache = async () => {
    await database.pool.query(`select pg_notify('${CHANGE_CHANNEL}', 'bench')`);
    await app.publicCache.fence();
  };
  const [category] = await database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.nameEn, 'Hospitality & Tourism'));
  const districts = await database.db
    .select({ id: locations.id })
    .from(locations)
    .where(inArray(locations.nameEn, ['Kaski', 'Tanahun']));
  const filtered = `/api/jobs?categoryId=${category?.id}&locationIds=${districts.map((d) => d.id).join(',')}&sortBy=newest&page=2`;
  const cases = [
    ['(a) category + 2 locations, page 2', filtered],
    ['(b) keyword q=engineer', '/api/jobs?q=engineer'],
    ['(c) keyword q=सहायक', `/api/jobs?q=${encodeURIComponent('सहायक')}`],
  ] as const;

  // 1. Every distinct query once, on an empty cache, one at a time.
  const queries = await benchQueries(database.db, DISTINCT);
  await emptyCache();
  const byKind = new Map<BenchQuery['kind'] | 'all', number[]>([['all', []]]);
  const timed: [number, string][] = [];
  const shuffled = [...queries].sort(() => Math.random() - 0.5);
  for (const query of shuffled) {
    const started = performance.now();
    const res = await fetch(`${address}${query.path}`);
    await res.text();
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`${query.path} answered ${res.status}`);
    timed.push([ms, query.path]);
    for (const kind of ['all', query.kind] as const) {
      const list = byKind.get(kind) ?? [];
      list.push(ms);
      byKind.set(kind, list);
    }
  }
  console.log(`\nUncached first request of each of ${queries.length} distinct queries (one at a time):\n`);
  console.log('| queries | n | p50 ms | p99 ms | max ms |');
  console.log('| ------- | -: | -----: | -----: | -----: |');
  for (const [kind, list] of byKind) {
    const sorted = [...list].sort((x, y) => x - y);
    const f = (n: number) => n.toFixed(1);
    console.log(
      `| ${kind} | ${sorted.length} | ${f(percentile(sorted, 50))} | ${f(percentile(sorted, 99))} | ${f(sorted.at(-1) ?? 0)} |`,
    );
  }

  console.log('\nslowest five:');
  for (const [ms, url] of timed.sort((x, y) => y[0] - x[0]).slice(0, 5)) {
    console.log(`  ${ms.toFixed(1)} ms  ${decodeURIComponent(url)}`);
  }

  const sizes = new Map<string, number>();
  for (const url of ['/api/jobs', ...cases.map(([, p]) => p)]) {
    const res = await fetch(`${address}${url}`);
    const body = await res.text();
    const page = JSON.parse(body) as { total: number; items: unknown[] };
    console.log(
      `${url.slice(0, 70)}… total ${page.total}, ${page.items.length} items, ${Buffer.byteLength(body)} bytes`,
    );
    sizes.set(url, Buffer.byteLength(body));
  }
  const listBytes = sizes.get('/api/jobs') ?? 2;
  setStaticBody(JSON.stringify({ pad: 'x'.repeat(Math.max(0, listBytes - 10)) }));

  if (process.env.BENCH_EXPLAIN) await explain(database, filtered);

  // 2. Under load.
  const results: Result[] = [];
  await emptyCache();
  console.log(`\nrunning the Zipf mix of ${queries.length} queries (cache empty at start) for ${DURATION_S} s...`);
  const mixBytes = Math.round([...sizes.values()].reduce((sum, bytes) => sum + bytes, 0) / Math.max(1, sizes.size));
  const mix = (name: string) =>
    load(
      name,
      address,
      queries.map((q) => q.path),
      zipfWeights(queries.length),
      mixBytes,
    );
  results.push(await mix(`(m) Zipf mix of ${queries.length} distinct queries, cache empty at start`));
  console.log(`running the same mix again, on what the first run cached, for ${DURATION_S} s...`);
  results.push(await mix(`(w) the same mix, continuing (cache as the first run left it)`));
  console.log(`running the repeated default list for ${DURATION_S} s...`);
  results.push(await load('(r) default list /api/jobs, repeated', address, ['/api/jobs'], [1], listBytes));
  // What a browser asks: the public cache sends the brotli variant it stored with the entry.
  const brBytes = (await app.inject({ url: '/api/jobs', headers: { 'accept-encoding': 'br' } })).rawPayload.length;
  console.log(`running the repeated default list with Accept-Encoding: br for ${DURATION_S} s...`);
  results.push(
    await load('(r-br) the same, Accept-Encoding: br', address, ['/api/jobs'], [1], brBytes, {
      'accept-encoding': 'br',
    }),
  );
  for (const [name, url] of cases) {
    console.log(`running ${name} for ${DURATION_S} s...`);
    results.push(await load(`${name}, repeated`, address, [url], [1], sizes.get(url) ?? 0));
  }
  console.log(`running the static body for ${DURATION_S} s...`);
  const statics = await load('(s) static JSON of the list size', address, ['/bench/static'], [1], listBytes);
  results.push(statics);

  console.log(
    `\n${JOBS} jobs, autocannon -c ${CONNECTIONS} -d ${DURATION_S}, one server process, cores shared with autocannon\n`,
  );
  console.log('| case | req/s | % of static | p50 ms | p99 ms | body bytes | non-2xx | errors |');
  console.log('| ---- | ----: | ----------: | -----: | -----: | ---------: | ------: | -----: |');
  for (const r of results) {
    const ratio = ((100 * r.rps) / Math.max(1, statics.rps)).toFixed(0);
    console.log(
      `| ${r.name} | ${Math.round(r.rps)} | ${ratio} % | ${r.p50} | ${r.p99} | ${r.bytes} | ${r.non2xx} | ${r.errors} |`,
    );
  }
}

/** EXPLAIN (ANALYZE, BUFFERS) of the page and count statements of each case (what an uncached request runs). */
async function explain(database: Awaited<ReturnType<typeof openDatabase>>, filtered: string): Promise<void> {
  const today = kathmanduToday();
  const parse = (url: string) =>
    jobsQuerySchema.parse(Object.fromEntries(new URL(url, 'http://x').searchParams.entries()));
  const plans: [string, string][] = [
    ['default list, page 1', '/api/jobs'],
    ['(a) category + 2 locations, page 2', filtered],
    ['(b) q=engineer (relevance)', '/api/jobs?q=engineer'],
    ['(c) q=सहायक (relevance)', `/api/jobs?q=${encodeURIComponent('सहायक')}`],
    ['q=pokhara (relevance; the commonest word)', '/api/jobs?q=pokhara'],
    ['deep page 2,000 by OFFSET', '/api/jobs?page=2000'],
  ];
  const dialect = new PgDialect();
  const run = async (title: string, statement: SQL | { toSQL: () => { sql: string; params: unknown[] } }) => {
    const { sql, params } = 'toSQL' in statement ? statement.toSQL() : dialect.sqlToQuery(statement);
    const { rows } = await database.pool.query(`explain (analyze, buffers, costs off) ${sql}`, params);
    console.log(`\n-- ${title}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  };
  for (const [title, url] of plans) {
    const query = parse(url);
    const words = keywordWords(query.q);
    if (words.length > 0) {
      const terms = await termIdsOf(database.db, words);
      const statements = keywordStatements(query, today, terms);
      await run(
        `${title}: first request: total, hits and page 1 in one pass`,
        statements.firstPage('relevance', 10, 0),
      );
      await run(`${title}: a later page 2 of the hits (total known)`, statements.hitsPage(10, 10));
      await run(`${title}: a later page 2 newest first (index walk)`, statements.byDate('newest', 10, 10, false));
    } else {
      const statements = listStatements(database.db, query, today);
      await run(`${title}: page`, statements.page);
      if (!url.includes('page=')) await run(`${title}: count (uncached total)`, statements.count);
    }
  }
  // Keyset: page 2,000 of the default list right after page 1,999's last row.
  const [cursor] = await listStatements(database.db, parse('/api/jobs?page=1999'), today).page.then((rows) =>
    rows.slice(-1),
  );
  if (cursor)
    await run(
      'page 2,000 after the cursor of page 1,999 (keyset)',
      listStatements(database.db, parse('/api/jobs?page=2000'), today, cursor).page,
    );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
