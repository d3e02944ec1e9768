// npm run profile:pages: where a cache miss of a public page spends its time. Renders distinct job pages and /jobs
// searches one at a time with the page cache off (as bench-pages.ts does), under the V8 CPU profiler of node:inspector,
// and prints the main thread's time by part (React's server renderer, the page's own components, the API answered in
// process, the database client, i18next, JSON, GC …), plus the compression a miss pays (brotli 6 and gzip 6 of the
// same HTML, which run on libuv's threads and so are not in the profile). Needs the built front-end and a database
// with demo data: BENCH_DATABASE_URL (e.g. the one `npm run bench` seeded), else a throw-away embedded PostgreSQL
// seeded with 2,000 jobs. PROFILE_PAGES (200) pages of each kind; PROFILE_OUT (a prefix) writes the .cpuprofile files;
// PROFILE_HIT_SECONDS (10): the load on one cached page (autocannon -c 50 in its own process) while the hit path is profiled.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { freePort } from '../../test/free-port.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';
import { listedJobIds, searchPagePaths } from './bench-queries.ts';
import { createDemoData, demoExists } from './demo-data.ts';
import { LOAD_CONNECTIONS, runLoad } from './run-load.ts';

const PAGES = Number(process.env.PROFILE_PAGES ?? 200);
/** Seconds of load on one cached page while the hit path is profiled. */
const HIT_SECONDS = Number(process.env.PROFILE_HIT_SECONDS ?? 10);

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** The part of the work a function belongs to, from where its code is. */
const PARTS: [name: string, test: (url: string, fn: string) => boolean][] = [
  ['React server renderer (react-dom/server)', (url) => /react-dom[/\\]cjs[/\\]react-dom-server/.test(url)],
  ['React (other: react, jsx-runtime)', (url) => /node_modules[/\\]react[/\\]/.test(url)],
  [
    'page components (shell, public-site, shared-ui builds)',
    (url) => /[/\\](shell|public-site)[/\\]dist[/\\]/.test(url),
  ],
  ['react-query (queries, dehydrate)', (url) => /@tanstack[/\\]/.test(url)],
  ['react-router', (url) => /react-router/.test(url)],
  ['i18next, react-i18next', (url) => /i18next/.test(url)],
  ['zod (API validation and serialisation)', (url) => /node_modules[/\\]zod[/\\]/.test(url)],
  [
    'Fastify and in-process requests (inject)',
    (url) => /node_modules[/\\](fastify|light-my-request|find-my-way|avvio|@fastify|fast-json-stringify)/.test(url),
  ],
  ['database client (pg, drizzle)', (url) => /node_modules[/\\](pg|pg-protocol|pg-pool|drizzle-orm)[/\\]/.test(url)],
  ['server code (server/src)', (url) => /server[/\\]src[/\\]/.test(url)],
  ['HTTP client of this script (undici)', (url) => /undici|internal[/\\]deps[/\\]undici/.test(url)],
  ['the profiler itself', (url, fn) => url === 'node:inspector' || fn === '(program)'],
  ['web streams, TextEncoder (node internals)', (url) => /^node:internal[/\\]webstreams|encoding/.test(url)],
  ['other Node internals', (url) => url.startsWith('node:')],
  ['garbage collection', (_url, fn) => fn === '(garbage collector)'],
  ['idle (waiting for PostgreSQL or a timer)', (_url, fn) => fn === '(idle)'],
  ['JSON, RegExp and other natives', (url, fn) => url === '' && !fn.startsWith('(')],
];

/** Self time (ms) of the profile's samples, by part. */
function splitProfile(profile: Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    const micros = profile.timeDeltas[i] ?? 0;
    const part = frame ? (PARTS.find(([, test]) => test(frame.url, frame.functionName))?.[0] ?? 'other') : 'other';
    totals.set(part, (totals.get(part) ?? 0) + micros / 1000);
  });
  return totals;
}

/** The functions with the most self time (ms), named with their file. */
function topFunctions(profile: Profile, count: number): [string, number][] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') return;
    const name = `${frame.functionName || '(anonymous)'} ${
      frame.url
        .split(/[/\\]node_modules[/\\]/)
        .pop()
        ?.split('/')
        .slice(-2)
        .join('/') ?? ''
    }`;
    totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, count);
}

async function main(): Promise<void> {
  const dir = process.env.BENCH_DATABASE_URL ? undefined : mkdtempSync(path.join(tmpdir(), 'portal-profile-'));
  if (dir) chmodSync(dir, 0o755);
  const config = loadConfig({
    DATA_DIR: dir ?? tmpdir(),
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
    EMBEDDED_PG_PORT: String(await freePort()),
    JWT_SECRET: 'profile-pages-secret-not-for-production-000000',
    LOG_LEVEL: 'silent',
    DB_STATEMENT_TIMEOUT_MS: '0',
  });
  const database = await openDatabase(config);
  const app = await buildApp({ ...config, pageCacheMb: 0 }, { db: database.db, deliveryWorker: false });
  try {
    if (!(await demoExists(database.db))) await createDemoData(database.db, { jobs: 2000 });
    const ids = await listedJobIds(database.db, PAGES + 20);
    const searches = await searchPagePaths(database.db, PAGES + 20);
    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
      return res;
    };
    const probe = await get(`/jobs/${ids[0]}`);
    if (!probe.body.includes('id="portal-page-data"') && probe.headers['content-encoding'] !== 'br') {
      throw new Error('the front-end is not built or not rendered on the server: run `npm run build`');
    }
    // Warm-up: the server builds imported, the statements prepared, the JIT settled.
    for (const id of ids.slice(PAGES, PAGES + 20)) await get(`/ne/jobs/${id}`);
    for (const q of searches.slice(PAGES, PAGES + 20)) await get(q);

    const kinds: [string, string[]][] = [
      ['a job page (en, ne)', ids.slice(0, PAGES).map((id, i) => (i % 2 ? `/ne/jobs/${id}` : `/jobs/${id}`))],
      ['/jobs with a search (en, ne)', searches.slice(0, PAGES).map((q, i) => (i % 2 ? `/ne${q}` : q))],
    ];
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 1000 });
    for (const [index, [kind, urls]] of kinds.entries()) {
      await session.post('Profiler.start');
      const started = performance.now();
      let html = '';
      for (const url of urls) html = (await app.inject({ method: 'GET', url })).body;
      const wall = performance.now() - started;
      const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
      if (process.env.PROFILE_OUT)
        writeFileSync(`${process.env.PROFILE_OUT}-${index}.cpuprofile`, JSON.stringify(profile));
      const split = [...splitProfile(profile)].sort((a, b) => b[1] - a[1]);
      const n = urls.length;
      const compressStarted = performance.now();
      brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
      const brotliMs = performance.now() - compressStarted;
      const gzipStarted = performance.now();
      gzipSync(html, { level: 6 });
      const gzipMs = performance.now() - gzipStarted;
      const data = /id="portal-page-data">([^<]*)</.exec(html)?.[1] ?? '';
      console.log(`\n${kind}: ${n} distinct pages one at a time, ${(wall / n).toFixed(1)} ms each (wall clock)\n`);
      console.log('| part (main thread, self time) | ms per page | share |');
      console.log('| ---- | ----: | ----: |');
      for (const [part, ms] of split) {
        console.log(`| ${part} | ${(ms / n).toFixed(2)} | ${((100 * ms) / wall).toFixed(0)} % |`);
      }
      console.log('\n| function (self time) | ms per page |\n| ---- | ----: |');
      for (const [name, ms] of topFunctions(profile, 15)) console.log(`| ${name} | ${(ms / n).toFixed(2)} |`);
      console.log(
        `\nOff the main thread, per page: brotli 6 ${brotliMs.toFixed(1)} ms, gzip 6 ${gzipMs.toFixed(1)} ms (${html.length} bytes of HTML, ${data.length} of them the data block)`,
      );
    }
    // The hit path: one page asked for again and again by the load generator (its own process, -c 50), answered
    // from the page cache; the profile holds this process only, the server.
    const cached = await buildApp(config, { db: database.db, deliveryWorker: false });
    const base = await cached.listen({ port: await freePort(), host: '127.0.0.1' });
    await cached.publicCache.whenServing();
    const hitPath = `/jobs/${ids[0]}`;
    const brotli = { 'accept-encoding': 'br' };
    await runLoad('warm-up', base, [hitPath], [1], 0, brotli, 2);
    await session.post('Profiler.start');
    const result = await runLoad('hits', base, [hitPath], [1], 0, brotli, HIT_SECONDS);
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
    await cached.close();
    if (process.env.PROFILE_OUT) writeFileSync(`${process.env.PROFILE_OUT}-hits.cpuprofile`, JSON.stringify(profile));
    const hits = result.rps * HIT_SECONDS;
    console.log(
      `\nthe job page from the page cache: autocannon -c ${LOAD_CONNECTIONS} for ${HIT_SECONDS} s, ${Math.round(result.rps)} req/s, p99 ${result.p99} ms\n`,
    );
    console.log('| part (main thread, self time) | µs per request | share |');
    console.log('| ---- | ----: | ----: |');
    const total = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0) / 1000;
    for (const [part, ms] of [...splitProfile(profile)].sort((a, b) => b[1] - a[1])) {
      console.log(`| ${part} | ${((1000 * ms) / hits).toFixed(0)} | ${((100 * ms) / total).toFixed(0)} % |`);
    }
    console.log('\n| function (self time) | µs per request |\n| ---- | ----: |');
    for (const [name, ms] of topFunctions(profile, 30)) console.log(`| ${name} | ${((1000 * ms) / hits).toFixed(1)} |`);
    session.disconnect();
  } finally {
    await app.close().catch(() => undefined);
    await database.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
