// The public pages' part of `npm run bench` (called by bench.ts with its load generator): the server-rendered pages
// from the page cache against a raw Node server sending the same bytes in the same run, and renders with the cache
// off. Needs the built front-end (`npm run build`); without it the page cases are skipped with a note.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { JOBS_FEED_PATHS } from 'shared-api/contract';
import { freePort } from '../../test/free-port.ts';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import type { openDatabase } from '../db/open-database.ts';
import { CHANGE_CHANNEL } from '../public-cache/change-listener.ts';
import { listedJobIds, searchPagePaths, zipfWeights } from './bench-queries.ts';
import type { LoadResult, runLoad } from './run-load.ts';

type Load = typeof runLoad;

const BROTLI = { 'accept-encoding': 'br' };
/** Distinct job pages (each in both languages) and /jobs searches (each in both languages) of the mix. */
const MIX_JOBS = Number(process.env.BENCH_PAGE_JOBS ?? 5000);
const MIX_SEARCHES = Number(process.env.BENCH_PAGE_SEARCHES ?? 250);
/** The mix runs this long from an empty cache: its first minute is part of the figure. */
const MIX_SECONDS = Number(process.env.BENCH_PAGE_MIX_DURATION ?? 60);
const RENDERS = Number(process.env.BENCH_RENDERS ?? 200);
/** `0`: the renders and the weights only, no load cases (a quick check of a render or page-weight change). */
const WITH_LOAD = process.env.BENCH_PAGE_LOAD !== '0';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** A page as a browser asks for it: brotli; its body's size as sent. */
async function fetchPage(base: string, path: string): Promise<{ status: number; bytes: Buffer; html: string }> {
  const res = await fetch(`${base}${path}`, { headers: BROTLI });
  const html = await res.text();
  return { status: res.status, bytes: Buffer.from(html), html };
}

/** The compressed bytes of a page as the server sends them (fetch would decode them), with the given cookie. */
async function sentBytes(app: FastifyInstance, path: string, cookie?: string): Promise<Buffer> {
  const headers = cookie ? { ...BROTLI, cookie } : BROTLI;
  return (await app.inject({ method: 'GET', url: path, headers })).rawPayload;
}

/**
 * What a page weighs, brotli, once it is popular (asked for twice, its background compression done): for a first
 * visit (the shared stylesheet inline) and for a browser that holds the stylesheet (the portal_css cookie).
 */
async function pageWeights(app: FastifyInstance, path: string): Promise<{ first: number; returning: number }> {
  const html = (await app.inject({ method: 'GET', url: path })).body;
  const key = /data-css-key="([^"]+)"/.exec(html)?.[1] ?? '';
  const cookie = `portal_css=${encodeURIComponent(key)}`;
  for (const c of [undefined, cookie]) for (let i = 0; i < 2; i++) await sentBytes(app, path, c);
  await app.pageCache.settled();
  return { first: (await sentBytes(app, path)).length, returning: (await sentBytes(app, path, cookie)).length };
}

/** Sequential first requests of distinct pages on an instance with the page cache off: the render's own time. */
async function renderTimes(base: string, paths: string[]): Promise<{ p50: number; p99: number; n: number }> {
  const times: number[] = [];
  for (const path of paths) {
    const started = performance.now();
    const res = await fetch(`${base}${path}`, { headers: BROTLI });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  const sorted = times.sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), n: sorted.length };
}

/**
 * A plain Node server answering every request with brotli bytes, `/list` with `list`, `/feed` with `feed`, any other
 * path with `body`: what "raw" means below.
 */
async function rawServer(
  body: Buffer,
  list: Buffer,
  feed: Buffer,
): Promise<{ base: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const bytes = request.url === '/list' ? list : request.url === '/feed' ? feed : body;
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'br',
      'content-length': bytes.length,
      etag: '"raw"',
      'cache-control': 'public, max-age=0, s-maxage=30, must-revalidate',
    });
    response.end(bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export async function benchPages(input: {
  app: FastifyInstance;
  address: string;
  config: Config;
  database: Awaited<ReturnType<typeof openDatabase>>;
  load: Load;
  connections: number;
  duration: number;
}): Promise<void> {
  const { app, address, config, database, load } = input;
  const [newestId] = await listedJobIds(database.db, 1);
  // The first pages after a start may take longer than SSR_TIMEOUT_MS (the server builds are still being imported,
  // more so on a busy machine) and go out rendered in the browser: a few tries before concluding nothing is built.
  let probe = await fetchPage(address, `/jobs/${newestId}`);
  for (let i = 0; i < 5 && !probe.html.includes('id="portal-page-data"'); i++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    probe = await fetchPage(address, `/jobs/${newestId}`);
  }
  if (!probe.html.includes('id="portal-page-data"')) {
    console.log(
      '\nThe front-end is not built (or not rendered on the server): page cases skipped. Run `npm run build`.',
    );
    return;
  }
  const ids = await listedJobIds(database.db, MIX_JOBS + RENDERS);
  const searches = await searchPagePaths(database.db, MIX_SEARCHES + 100);
  const jobPage = `/jobs/${ids[0]}`;

  // Renders with the page cache off: a second instance on the same database, pages it has never rendered.
  const uncached = await buildApp({ ...config, pageCacheMb: 0 }, { db: database.db, deliveryWorker: false });
  const uncachedBase = await uncached.listen({ port: await freePort(), host: '127.0.0.1' });
  const renderJobs = await renderTimes(
    uncachedBase,
    ids.slice(MIX_JOBS, MIX_JOBS + RENDERS).map((id, i) => (i % 2 ? `/ne/jobs/${id}` : `/jobs/${id}`)),
  );
  const renderSearches = await renderTimes(
    uncachedBase,
    searches.slice(MIX_SEARCHES).map((path, i) => (i % 2 ? `/ne${path}` : path)),
  );
  // The same searches' feeds, RSS and Atom, English and Nepali in turn.
  const feedOf = (path: string, i: number) =>
    `${i % 2 ? '/ne' : ''}${i % 4 < 2 ? JOBS_FEED_PATHS.rss : JOBS_FEED_PATHS.atom}${path.slice('/jobs'.length)}`;
  const renderFeeds = await renderTimes(uncachedBase, searches.slice(MIX_SEARCHES).map(feedOf));
  await uncached.close();

  const employer = await database.pool.query<{ id: string }>('select employer_id as id from jobs where id = $1', [
    ids[0],
  ]);
  const employerPage = `/employers/${employer.rows[0]?.id}`;
  const weights: [string, { first: number; returning: number }][] = [];
  for (const path of ['/', '/jobs', jobPage, employerPage])
    for (const prefix of ['', '/ne']) weights.push([`${prefix}${path}`, await pageWeights(app, `${prefix}${path}`)]);
  if (!WITH_LOAD) {
    printRendersAndWeights(renderJobs, renderSearches, renderFeeds, weights);
    return;
  }
  const jobBytes = await sentBytes(app, jobPage);
  const listBytes = await sentBytes(app, '/jobs');
  const feedPath = feedOf(searches[0] ?? '/jobs', 0);
  const feedBytes = await sentBytes(app, feedPath);
  const raw = await rawServer(jobBytes, listBytes, feedBytes);
  const results: LoadResult[] = [];
  try {
    // The raw server before and after the page cases: on a shared machine the load of other work moves between them,
    // and the ratio is taken against their mean.
    console.log(`\nrunning the raw Node server with the job page's bytes for ${input.duration} s...`);
    const rawBefore = await load('(P0a) raw Node server, before', raw.base, ['/'], [1], jobBytes.length);
    console.log(`\nrunning the repeated job page (cache warm) for ${input.duration} s...`);
    results.push(
      await load('(P1) a job page, repeated (cache warm)', address, [jobPage], [1], jobBytes.length, BROTLI),
    );
    console.log(`running the repeated /jobs (cache warm) for ${input.duration} s...`);
    const list = await load('(P2) /jobs, repeated (cache warm)', address, ['/jobs'], [1], listBytes.length, BROTLI);
    console.log(`running the raw Node server with /jobs' bytes for ${input.duration} s...`);
    const rawList = await load("(P0c) raw Node server, /jobs' bytes", raw.base, ['/list'], [1], listBytes.length);
    results.push(list);
    console.log(`running the repeated RSS feed of a search (cache warm) for ${input.duration} s...`);
    const feed = await load(
      '(P2f) the RSS feed of a search, repeated (cache warm)',
      address,
      [feedPath],
      [1],
      feedBytes.length,
      BROTLI,
    );
    console.log(`running the raw Node server with the feed's bytes for ${input.duration} s...`);
    const rawFeed = await load("(P0d) raw Node server, the feed's bytes", raw.base, ['/feed'], [1], feedBytes.length);
    results.push(feed);

    const mix = [
      ...ids.slice(0, MIX_JOBS).flatMap((id) => [`/jobs/${id}`, `/ne/jobs/${id}`]),
      ...searches.slice(0, MIX_SEARCHES).flatMap((path) => [path, `/ne${path}`]),
    ].sort(() => Math.random() - 0.5);
    await database.pool.query(`select pg_notify('${CHANGE_CHANNEL}', 'bench')`);
    await app.publicCache.fence();
    console.log(`running the Zipf mix of ${mix.length} pages from an empty cache for ${MIX_SECONDS} s...`);
    const rendersBefore = app.pageCache.renders;
    const mixResult = await load(
      `(P3) Zipf mix of ${MIX_JOBS * 2} job pages and ${MIX_SEARCHES * 2} /jobs searches (en + ne), cache empty at start, ${MIX_SECONDS} s`,
      address,
      mix,
      zipfWeights(mix.length),
      jobBytes.length,
      BROTLI,
      MIX_SECONDS,
    );
    results.push(mixResult);
    const mixRenders = app.pageCache.renders - rendersBefore;
    const afterMix = instanceFootprint(app, database);
    console.log(`running the same mix, continuing on what it cached, for ${input.duration} s...`);
    const warmRenders = app.pageCache.renders;
    results.push(
      await load('(P4) the same mix, continuing', address, mix, zipfWeights(mix.length), jobBytes.length, BROTLI),
    );
    const continuingRenders = app.pageCache.renders - warmRenders;
    console.log(`running the raw Node server with the job page's bytes for ${input.duration} s...`);
    const rawAfter = await load('(P0b) raw Node server, after', raw.base, ['/'], [1], jobBytes.length);
    results.push(rawBefore, rawAfter, rawList, rawFeed);
    const rawRps = (rawBefore.rps + rawAfter.rps) / 2;
    /** /jobs and the feed against the raw server sending their own bytes; the rest against the job page's. */
    const rawOf = (r: LoadResult) =>
      r === list || r === rawList ? rawList.rps : r === feed || r === rawFeed ? rawFeed.rps : rawRps;

    console.log(
      `\nPublic pages, Accept-Encoding: br, autocannon -c ${input.connections}, against a raw Node server sending the same bytes in the same run (/jobs: P0c; the feed: P0d; the others: the mean of P0a and P0b)\n`,
    );
    console.log('| case | req/s | % of raw | p50 ms | p99 ms | body bytes (br) | non-2xx | errors |');
    console.log('| ---- | ----: | -------: | -----: | -----: | --------------: | ------: | -----: |');
    for (const r of results) {
      const ratio = ((100 * r.rps) / Math.max(1, rawOf(r))).toFixed(0);
      console.log(
        `| ${r.name} | ${Math.round(r.rps)} | ${ratio} % | ${r.p50} | ${r.p99} | ${r.bytes} | ${r.non2xx} | ${r.errors} |`,
      );
    }
    printRendersAndWeights(renderJobs, renderSearches, renderFeeds, weights);
    // What bounds the mix from an empty cache: each distinct page it reaches is one render.
    const served = mixResult.rps * MIX_SECONDS;
    const mixWeights = zipfWeights(mix.length);
    const total = mixWeights.reduce((a, b) => a + b, 0);
    /** Expected distinct pages among `draws` requests of the mix. */
    const distinctIn = (draws: number) =>
      mixWeights.reduce((sum, weight) => sum + 1 - (1 - weight / total) ** draws, 0);
    const quarter = rawRps / 4;
    console.log(
      `\nThe mix from an empty cache: ${Math.round(served)} requests reaching ${Math.round(distinctIn(served))} distinct pages (expected), ${mixRenders} renders (${(mixRenders / MIX_SECONDS).toFixed(1)} a second). At 25 % of raw (${Math.round(quarter)} req/s) the minute would reach ${Math.round(distinctIn(quarter * MIX_SECONDS))} distinct pages, each a render. Continuing (P4): ${continuingRenders} renders in ${input.duration} s (pages the memory bound had dropped).`,
    );
    const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
    const { rss, heapUsed, external, pageCacheBytes, pagesCached, poolConnections } = await afterMix;
    console.log('\nOne instance after the mix (this process: the server, its caches and the bench around them):\n');
    console.log('| resident memory | JS heap used | buffers | page cache (pages) | pooled PostgreSQL connections |');
    console.log('| --------------: | -----------: | ------: | -----------------: | ----------------------------: |');
    console.log(
      `| ${mb(rss)} MB | ${mb(heapUsed)} MB | ${mb(external)} MB | ${mb(pageCacheBytes)} MB (${pagesCached}) | ${poolConnections} of DB_POOL_MAX ${config.database.poolMax}, + 2 LISTEN |`,
    );
  } finally {
    await raw.close();
  }
}

/** What one instance holds once a mix of pages went through it: memory, the page cache, its pooled connections. */
async function instanceFootprint(app: FastifyInstance, database: Awaited<ReturnType<typeof openDatabase>>) {
  const { rss, heapUsed, external } = process.memoryUsage();
  return {
    rss,
    heapUsed,
    external,
    pageCacheBytes: app.pageCache.bytes,
    pagesCached: app.pageCache.size,
    poolConnections: database.pool.totalCount,
  };
}

type Times = { p50: number; p99: number; n: number };

/** The renders with the page cache off and what each page weighs, as tables. */
function printRendersAndWeights(
  renderJobs: Times,
  renderSearches: Times,
  renderFeeds: Times,
  weights: [string, { first: number; returning: number }][],
): void {
  const f = (n: number) => n.toFixed(1);
  console.log('\nRenders with the page cache off (distinct pages, one at a time, data from the API in process):\n');
  console.log('| page | n | p50 ms | p99 ms |');
  console.log('| ---- | -: | -----: | -----: |');
  console.log(`| a job page (en, ne) | ${renderJobs.n} | ${f(renderJobs.p50)} | ${f(renderJobs.p99)} |`);
  console.log(
    `| /jobs with a search (en, ne) | ${renderSearches.n} | ${f(renderSearches.p50)} | ${f(renderSearches.p99)} |`,
  );
  console.log(
    `| the feed of a search, 50 jobs (RSS, Atom; en, ne) | ${renderFeeds.n} | ${f(renderFeeds.p50)} | ${f(renderFeeds.p99)} |`,
  );
  console.log('\nBytes sent (brotli) of a page read before (its background compression done):\n');
  console.log('| page | first visit (stylesheet inline) | browser holding the stylesheet |');
  console.log('| ---- | ------------------------------: | -----------------------------: |');
  for (const [path, weight] of weights) {
    console.log(`| ${path.replace(/[0-9a-f-]{36}/, '{id}')} | ${weight.first} | ${weight.returning} |`);
  }
}
