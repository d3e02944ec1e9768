// The admin part of `npm run bench`: a million job seekers (and BENCH_EMPLOYERS employers, an audit log of
// BENCH_AUDIT entries) beside the bench's jobs, then each admin list page requested one at a time — first right
// after a change emptied the cache of totals, then BENCH_ADMIN_RUNS more — timed from the client, with a static
// body of the same server timed the same way as the yardstick.
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/client.ts';
import { adminProfiles, users } from '../db/schema.ts';
import { seedPeople } from './people-seed.ts';

const SEEKERS = Number(process.env.BENCH_SEEKERS ?? 1_000_000);
const EMPLOYERS = Number(process.env.BENCH_EMPLOYERS ?? 20_000);
const AUDIT = Number(process.env.BENCH_AUDIT ?? 100_000);
const RUNS = Number(process.env.BENCH_ADMIN_RUNS ?? 7);
const ADMIN_EMAIL = 'bench-admin@bench.portal';
const ADMIN_PASSWORD = 'bench-admin-password-1';

/**
 * Loads people in bulk the way one loads any large table: the secondary indexes of the tables written are dropped
 * and built again afterwards (one sort each instead of a million index inserts); constraints and triggers stay.
 */
async function bulkLoad(pool: pg.Pool, tables: string[], load: () => Promise<void>): Promise<void> {
  const { rows } = await pool.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1)
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [tables],
  );
  for (const index of rows) await pool.query(`drop index "${index.name}"`);
  try {
    await load();
  } finally {
    for (const index of rows) await pool.query(index.definition);
  }
}

export async function seedAdminBench(db: Db, pool: pg.Pool, log: (line: string) => void): Promise<void> {
  const [present] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.role, 'job_seeker'));
  if ((present?.n ?? 0) >= SEEKERS) {
    log(`${present?.n} job seekers already present; using them as they are.`);
    return;
  }
  const started = Date.now();
  log(`Seeding ${SEEKERS} job seekers, ${EMPLOYERS} employers and ${AUDIT} audit entries (SQL, generate_series)...`);
  await bulkLoad(pool, ['users', 'seeker_profiles', 'employer_profiles', 'job_alerts'], () =>
    seedPeople(db, {
      tag: 'bench',
      domain: 'bench.portal',
      seekers: SEEKERS,
      employers: EMPLOYERS,
      passwordHash: 'not-a-login',
    }),
  );
  const [admin] = await db
    .insert(users)
    .values({
      email: ADMIN_EMAIL,
      passwordHash: await hashPassword(ADMIN_PASSWORD),
      role: 'admin',
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!admin) throw new Error('admin insert returned nothing');
  await db.insert(adminProfiles).values({ userId: admin.id, fullName: 'Bench Admin' });
  await pool.query(
    `insert into audit_log (actor_id, action, entity, entity_id, created_at)
     select $1, (array['approve','reject','activate','deactivate','update','create','delete'])[1 + g % 7],
       (array['employer','user','job','categories','locations','skills'])[1 + g % 6], gen_random_uuid()::text,
       now() - make_interval(secs => g * 60)
     from generate_series(1, $2::int) g`,
    [admin.id, AUDIT],
  );
  await pool.query('vacuum analyze');
  log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

type Case = { name: string; path: string | ((previous: Record<string, unknown>) => string) };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Times each admin page: its first request right after a change emptied the cache of exact totals (what the
 * first admin after a change waits), then RUNS more, one request at a time.
 */
export async function benchAdminLists(
  base: string,
  staticPath: string,
  emptyCache: () => Promise<void>,
  log: (line: string) => void,
): Promise<void> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD, role: 'admin' }),
  });
  if (!login.ok) throw new Error(`admin login answered ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const answers: Record<string, Record<string, unknown>> = {};
  const get = async (path: string) => {
    const started = performance.now();
    const res = await fetch(`${base}${path}`, { headers });
    const body = await res.text();
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${body.slice(0, 200)}`);
    return { ms, body };
  };
  const after = (name: string) => (answer: Record<string, unknown>) => `${name}&after=${answer.next}`;
  const pages = Math.ceil(SEEKERS / 10);
  const middle = Math.max(1, Math.floor(pages / 2));
  const cases: (Case & { from?: string })[] = [
    { name: 'seekers, newest, page 1', path: '/api/admin/users?role=job_seeker' },
    {
      name: 'seekers, page 2 by Next (cursor)',
      from: 'seekers, newest, page 1',
      path: after('/api/admin/users?role=job_seeker&page=2'),
    },
    { name: 'seekers, the middle page by number', path: `/api/admin/users?role=job_seeker&page=${middle}` },
    {
      name: 'seekers, the page after it by Next',
      from: 'seekers, the middle page by number',
      path: after(`/api/admin/users?role=job_seeker&page=${middle + 1}`),
    },
    { name: 'seekers, the last page by number', path: `/api/admin/users?role=job_seeker&page=${pages}` },
    { name: 'seekers, by name, page 1', path: '/api/admin/users?role=job_seeker&sort=name' },
    { name: 'seekers, by email, page 3', path: '/api/admin/users?role=job_seeker&sort=email&page=3' },
    { name: 'seekers, deactivated, page 1', path: '/api/admin/users?role=job_seeker&status=inactive' },
    { name: 'seekers, search a family name (1 in 12)', path: '/api/admin/users?role=job_seeker&q=adhikari' },
    { name: 'seekers, search given + family name', path: '/api/admin/users?role=job_seeker&q=sita%20gurung' },
    { name: 'seekers, search a Nepali name', path: `/api/admin/users?role=job_seeker&q=${encodeURIComponent('शर्मा')}` },
    {
      name: 'seekers, search one email',
      path: '/api/admin/users?role=job_seeker&q=hari.thapa.19.bench%40bench.portal',
    },
    { name: 'employers, newest, page 1', path: '/api/admin/users?role=employer' },
    { name: 'employers, by name, search', path: '/api/admin/users?role=employer&sort=name&q=hydropower' },
    { name: 'approvals (pending), page 1 of 5', path: '/api/admin/employers/pending' },
    { name: 'approvals, page 100', path: '/api/admin/employers/pending?page=100' },
    { name: 'jobs, newest, page 1', path: '/api/admin/jobs' },
    { name: 'jobs, open (as listed), page 1', path: '/api/admin/jobs?state=open' },
    { name: 'jobs, expired, page 1', path: '/api/admin/jobs?state=expired' },
    { name: 'jobs, by title, page 2,000', path: '/api/admin/jobs?sort=title&page=2000' },
    { name: 'jobs, search "engineer"', path: '/api/admin/jobs?q=engineer' },
    { name: 'jobs, search "सहायक"', path: `/api/admin/jobs?q=${encodeURIComponent('सहायक')}` },
    { name: 'audit log, page 1', path: '/api/admin/audit-log' },
    { name: 'audit log, one entity and action', path: '/api/admin/audit-log?entity=employer&action=approve' },
    { name: 'audit log, by admin email', path: '/api/admin/audit-log?q=bench-admin' },
    { name: 'dashboard counts', path: '/api/admin/stats' },
  ];
  const rows: [string, number, number, number, number, number][] = [];
  const time = async (path: string) => {
    await emptyCache();
    const first = (await get(path)).ms;
    const times: number[] = [];
    let body = '';
    for (let run = 0; run < RUNS; run += 1) {
      const answer = await get(path);
      times.push(answer.ms);
      body = answer.body;
    }
    return { first, sorted: times.sort((a, b) => a - b), body };
  };
  const yardstick = await time(staticPath);
  const staticMs = percentile(yardstick.sorted, 50);
  for (const entry of cases) {
    const path = typeof entry.path === 'string' ? entry.path : entry.path(answers[entry.from ?? ''] ?? {});
    const { first, sorted, body } = await time(path);
    answers[entry.name] = JSON.parse(body) as Record<string, unknown>;
    const total = (answers[entry.name] as { total?: number }).total;
    const p50 = percentile(sorted, 50);
    log(
      `  ${entry.name}: first ${first.toFixed(1)} ms, p50 ${p50.toFixed(1)} ms${total === undefined ? '' : `, total ${total}`}`,
    );
    rows.push([entry.name, first, p50, sorted.at(-1) ?? 0, Buffer.byteLength(body), p50 / staticMs]);
  }
  log(
    `\nAdmin lists at ${SEEKERS} job seekers, one request at a time: the first right after a change emptied the` +
      ` cache of totals, then ${RUNS} more (static body of the same server: p50 ${staticMs.toFixed(1)} ms):\n`,
  );
  log('| page | first ms | p50 ms | max ms | bytes | p50 / static |');
  log('| ---- | -------: | -----: | -----: | ----: | -----------: |');
  for (const [name, first, p50, max, bytes, ratio] of rows) {
    log(`| ${name} | ${first.toFixed(1)} | ${p50.toFixed(1)} | ${max.toFixed(1)} | ${bytes} | ${ratio.toFixed(1)}× |`);
  }
  const slow = rows.filter(([, , p50]) => p50 > 100);
  log(
    slow.length === 0
      ? '\nEvery admin page under 100 ms (p50).'
      : `\nOver 100 ms (p50): ${slow.map(([name]) => name).join('; ')}`,
  );
}
