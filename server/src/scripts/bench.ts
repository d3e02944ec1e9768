// npm run bench: 100,000 jobs in a throw-away PostgreSQL (or BENCH_DATABASE_URL), then autocannon -c 50 for
// ~10 s against four endpoints of the real app. autocannon runs as its own process so it does not share the
// server's event loop.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, inArray } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';
import { categories, locations } from '../db/schema.ts';
import { createDemoData, demoExists } from './demo-data.ts';

// BENCH_JOBS=100 gives the small-table baseline to compare the 100,000-job figures with.
const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

type Result = { name: string; rps: number; p50: number; p99: number; bytes: number; non2xx: number; errors: number };

async function autocannon(name: string, url: string, bytes: number): Promise<Result> {
  const bin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [bin, '-c', String(CONNECTIONS), '-d', String(DURATION_S), '-j', url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const r = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  };
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bytes,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

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
    await database.pool.query('vacuum analyze jobs');

    // Bench-only route: the same server answering a fixed JSON body (the cost of Fastify itself).
    let staticBody = '{}';
    app.get('/bench/static', async (_request, reply) => reply.type('application/json; charset=utf-8').send(staticBody));
    const address = await app.listen({ port: await freePort(), host: '127.0.0.1' });

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
      ['(a) filtered list, page 2', filtered],
      ['(b) keyword q=engineer', '/api/jobs?q=engineer'],
      ['(c) keyword q=सहायक', `/api/jobs?q=${encodeURIComponent('सहायक')}`],
    ] as const;
    const sizes: number[] = [];
    for (const [, path] of cases) {
      const res = await fetch(`${address}${path}`);
      const body = await res.text();
      const page = JSON.parse(body) as { total: number; items: unknown[] };
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${body}`);
      console.log(`${path.slice(0, 60)}… total ${page.total}, ${page.items.length} items`);
      sizes.push(Buffer.byteLength(body));
    }
    const target = sizes[0] ?? 2;
    staticBody = JSON.stringify({ pad: 'x'.repeat(Math.max(0, target - 10)) });

    const results: Result[] = [];
    for (const [i, [name, path]] of cases.entries()) {
      console.log(`running ${name} for ${DURATION_S} s...`);
      results.push(await autocannon(name, `${address}${path}`, sizes[i] ?? 0));
    }
    console.log(`running (d) static JSON for ${DURATION_S} s...`);
    results.push(
      await autocannon('(d) static JSON, same size as (a)', `${address}/bench/static`, Buffer.byteLength(staticBody)),
    );

    console.log(
      `\n${JOBS} jobs, autocannon -c ${CONNECTIONS} -d ${DURATION_S}, one server process, 2 cores shared with autocannon\n`,
    );
    console.log('| case | req/s | p50 ms | p99 ms | body bytes | non-2xx | errors |');
    console.log('| ---- | ----: | -----: | -----: | ---------: | ------: | -----: |');
    for (const r of results) {
      console.log(
        `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.bytes} | ${r.non2xx} | ${r.errors} |`,
      );
    }
  } finally {
    await app.close().catch(() => undefined);
    await database.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
