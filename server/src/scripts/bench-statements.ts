// npm run bench:statements -w server (a script, not a test): the job cards' query (selectSummaries, a drizzle
// `.prepare()`) through the pool as it runs on a direct connection (the statement named, its plan cached) and as it
// runs behind a pooler (the name dropped: parsed and planned every time), on a throw-away embedded PostgreSQL with
// 2,000 demo jobs. Calls alternate one by one so a busy machine weighs on both alike; PostgreSQL's own planning and
// execution times come from EXPLAIN (ANALYZE). Figures: docs/decisions/prepared-statements.md.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../test/free-port.ts';
import { connectDatabase, type Db } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { runMigrations } from '../db/migrate.ts';
import { jobs } from '../db/schema.ts';
import { seedLookups } from '../db/seed/seed-lookups.ts';
import { selectSummaries } from '../modules/jobs/job-summary.ts';
import { createDemoData } from './demo-data.ts';

const CALLS = Number(process.env.BENCH_CALLS ?? 3000);

const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-statements-'));
chmodSync(dir, 0o755); // initdb runs as the postgres user when we are root
const embedded = await startEmbeddedPostgres({
  dataDir: path.join(dir, 'pg'),
  port: await freePort(),
  database: 'portal',
});
const named = connectDatabase(embedded.url, 1);
const unnamed = connectDatabase(embedded.url, { poolMax: 1, directUrl: embedded.url });
try {
  await runMigrations(named.db);
  await seedLookups(named.db, 'gandaki');
  await createDemoData(named.db, { jobs: 2000 });
  const ids = (await named.db.select({ id: jobs.id }).from(jobs).limit(400)).map((row) => row.id);
  const pages = Array.from({ length: 20 }, (_, i) => ids.slice(i * 20, i * 20 + 20));

  const once = async (db: Db, i: number) => {
    const started = process.hrtime.bigint();
    await selectSummaries(db, pages[i % pages.length] ?? []);
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  for (let i = 0; i < 200; i++) {
    await once(named.db, i);
    await once(unnamed.db, i);
  }
  const times = { named: [] as number[], unnamed: [] as number[] };
  for (let i = 0; i < CALLS; i++) {
    const order = i % 2 ? (['named', 'unnamed'] as const) : (['unnamed', 'named'] as const);
    for (const kind of order) times[kind].push(await once(kind === 'named' ? named.db : unnamed.db, i));
  }
  const at = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.floor(values.length * share)];
  const ms = (value: number | undefined) => `${(value ?? 0).toFixed(2)} ms`;

  // The statement as PostgreSQL holds it on the direct connection, to ask for its plan and timings.
  const { rows } = await named.pool.query<{ statement: string }>(
    `select statement from pg_prepared_statements where name = 'jobs_summaries_by_ids'`,
  );
  const statement = rows[0]?.statement ?? '';
  const planning: number[] = [];
  const execution: number[] = [];
  for (let i = 0; i < 200; i++) {
    const explained = await unnamed.pool.query<{
      'QUERY PLAN': { 'Planning Time': number; 'Execution Time': number }[];
    }>(`explain (analyze, summary, format json) ${statement}`, [pages[i % pages.length]]);
    const plan = explained.rows[0]?.['QUERY PLAN'][0];
    planning.push(plan?.['Planning Time'] ?? 0);
    execution.push(plan?.['Execution Time'] ?? 0);
  }

  console.log(`selectSummaries, 20 of 2,000 jobs, ${CALLS} calls each, alternating:\n`);
  console.log('| statement                 | p50 per call |     p90 |     p99 |');
  console.log('| ------------------------- | -----------: | ------: | ------: |');
  for (const kind of ['named', 'unnamed'] as const) {
    const label = kind === 'named' ? 'named (plan cached)' : 'unnamed (parsed, planned)';
    const values = times[kind];
    console.log(
      `| ${label.padEnd(25)} | ${ms(at(values, 0.5)).padStart(12)} | ${ms(at(values, 0.9))} | ${ms(at(values, 0.99))} |`,
    );
  }
  console.log(
    `\nPostgreSQL, EXPLAIN (ANALYZE), 200 runs: planning ${ms(at(planning, 0.5))}, execution ${ms(at(execution, 0.5))} (medians)`,
  );
} finally {
  await named.pool.end();
  await unnamed.pool.end();
  await embedded.stop();
  rmSync(dir, { recursive: true, force: true });
}
