// The candidates part of `npm run bench` (BENCH_PARTS=candidates): BENCH_CANDIDATES job seekers (100,000 by
// default) with profiles in both scripts, every one findable, then the first request of each of
// BENCH_CANDIDATE_SEARCHES distinct searches (keyword in English, romanized and Devanagari Nepali, with and
// without filters) from an approved employer, one at a time, timed from the client beside a static body of the
// same server. BENCH_EXPLAIN=1 also prints the plans of a few searches.
import { eq, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { candidatesQuerySchema } from 'shared-api/contract';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/client.ts';
import { candidateSearch, employerProfiles, locations, users } from '../db/schema.ts';
import { EDUCATION_LEVELS, SKILLS } from '../db/seed/lookup-data.ts';
import { candidateStatements } from '../modules/candidates/candidate-search.ts';
import { keywordWords } from '../modules/jobs/job-conditions.ts';
import { termIdsOf } from '../modules/jobs/keyword-search.ts';
import { romanizePendingTerms } from '../modules/jobs/roman-terms.ts';
import { seedPeople, textArray } from './people-seed.ts';

const SEEKERS = Number(process.env.BENCH_CANDIDATES ?? 100_000);
const SEARCHES = Number(process.env.BENCH_CANDIDATE_SEARCHES ?? 500);
const EMPLOYER_EMAIL = 'bench-recruiter@bench.portal';
const EMPLOYER_PASSWORD = 'bench-recruiter-password-1';

/** Headlines of the generated candidates: what people in the province do, in English and in Nepali. */
const HEADLINES = [
  ['Cook with hotel experience', 'होटलमा अनुभव भएको भान्से'],
  ['Accountant', 'लेखापाल'],
  ['Driver (heavy vehicles)', 'भारी सवारी चालक'],
  ['Primary school teacher', 'प्राथमिक विद्यालय शिक्षक'],
  ['Staff nurse', 'स्टाफ नर्स'],
  ['Electrician', 'बिजुली मिस्त्री'],
  ['Hotel receptionist', 'होटल रिसेप्सनिस्ट'],
  ['Sales representative', 'बिक्री प्रतिनिधि'],
  ['Trekking guide', 'पदयात्रा गाइड'],
  ['Carpenter', 'सिकर्मी'],
  ['Software developer', 'सफ्टवेयर विकासकर्ता'],
  ['Security guard', 'सुरक्षा गार्ड'],
] as const;

export async function seedCandidatesBench(db: Db, pool: pg.Pool, log: (line: string) => void): Promise<void> {
  const [present] = await db.select({ n: sql<number>`count(*)::int` }).from(candidateSearch);
  if ((present?.n ?? 0) >= SEEKERS * 0.9) {
    log(`${present?.n} findable candidates already present; using them as they are.`);
    return;
  }
  const started = Date.now();
  log(`Seeding ${SEEKERS} findable candidates (SQL, generate_series)...`);
  await seedPeople(db, { tag: 'cand', domain: 'cand.bench.portal', seekers: SEEKERS, employers: 0, passwordHash: 'x' });
  const en = textArray(HEADLINES.map(([english]) => english));
  const ne = textArray(HEADLINES.map(([, nepali]) => nepali));
  const skillsEn = textArray(SKILLS.map(([english]) => english));
  const skillsNe = textArray(SKILLS.map(([, nepali]) => nepali));
  const degrees = textArray(EDUCATION_LEVELS.map((level) => level.key));
  const mine = sql`u.email like '%.cand@cand.bench.portal'`;
  // Every third in Nepali; two or three skills; a district; an expected salary from 15,000 to 90,000 (one in
  // five unstated); experience for three in five, education for four in five.
  // Nobody is findable yet, so the users row trigger that keeps a findable seeker's district in step has nothing
  // to do: it is held off for this bulk update (one sync per row), the visibility insert below builds every row.
  await db.execute(sql`alter table users disable trigger users_candidate_refresh`);
  try {
    await db.execute(sql`
      with n as (select u.id, row_number() over (order by u.id) as g from users u where ${mine}),
        d as (select array_agg(id order by name_en) as ids from locations where name_en <> 'Other')
      update users u set location_id = d.ids[1 + (n.g % cardinality(d.ids))::int]
      from n, d where u.id = n.id`);
  } finally {
    await db.execute(sql`alter table users enable trigger users_candidate_refresh`);
  }
  await db.execute(sql`
    with n as (select u.id, row_number() over (order by u.id) as g from users u where ${mine})
    update seeker_profiles p set
      headline = case when n.g % 3 = 0 then (${ne})[1 + (n.g % ${HEADLINES.length})::int]
        else (${en})[1 + (n.g % ${HEADLINES.length})::int] end,
      summary = 'Ready to start work in Gandaki Province.',
      skills = array[
        case when n.g % 3 = 0 then (${skillsNe})[1 + (n.g % ${SKILLS.length})::int] else (${skillsEn})[1 + (n.g % ${SKILLS.length})::int] end,
        (${skillsEn})[1 + ((n.g / 7) % ${SKILLS.length})::int],
        (${skillsEn})[1 + ((n.g / 13) % ${SKILLS.length})::int]],
      preferences = jsonb_build_object('expectedSalary', case when n.g % 5 = 0 then 0 else 15000 + (n.g % 16) * 5000 end,
        'jobTypes', '[]'::jsonb, 'locations', '[]'::jsonb, 'industries', '[]'::jsonb)
    from n where p.user_id = n.id`);
  await db.execute(sql`
    with n as (select u.id, row_number() over (order by u.id) as g from users u where ${mine})
    insert into experiences (user_id, title, company, start_date, end_date, present)
    select n.id, split_part((${en})[1 + (n.g % ${HEADLINES.length})::int], ' ', 1), 'Company ' || (n.g % 500),
      current_date - ((n.g % 12) * 365 + 30)::int, null, true
    from n where n.g % 5 < 3`);
  await db.execute(sql`
    with n as (select u.id, row_number() over (order by u.id) as g from users u where ${mine})
    insert into educations (user_id, school, degree, field_of_study, start_date)
    select n.id, 'Campus ' || (n.g % 40), (${degrees})[1 + (n.g % ${EDUCATION_LEVELS.length})::int], 'General', '2012-01-01'
    from n where n.g % 5 < 4`);
  await db.execute(sql`
    insert into candidate_visibility (seeker_id, visible)
    select u.id, true from users u where ${mine} and u.is_active`);
  await romanizePendingTerms(db);
  await pool.query('vacuum analyze');
  const [made] = await db.select({ n: sql<number>`count(*)::int` }).from(candidateSearch);
  log(`Seeded ${made?.n} findable candidates in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The recruiter the searches run as: an approved employer with a password the bench logs in with. */
async function recruiterToken(db: Db, base: string): Promise<string> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, EMPLOYER_EMAIL));
  if (!existing) {
    const [made] = await db
      .insert(users)
      .values({
        email: EMPLOYER_EMAIL,
        passwordHash: await hashPassword(EMPLOYER_PASSWORD),
        role: 'employer',
        approvalStatus: 'approved',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!made) throw new Error('recruiter insert returned nothing');
    await db.insert(employerProfiles).values({ userId: made.id, companyName: 'Bench Recruiters' });
  }
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMPLOYER_EMAIL, password: EMPLOYER_PASSWORD, role: 'employer' }),
  });
  if (!login.ok) throw new Error(`recruiter login answered ${login.status}`);
  return ((await login.json()) as { token: string }).token;
}

type Search = { kind: string; path: string };

/** SEARCHES distinct searches: keyword kinds crossed with filters and pages, each path once. */
async function distinctSearches(db: Db): Promise<Search[]> {
  const districts = await db.select({ id: locations.id }).from(locations).orderBy(locations.nameEn);
  const keywords: [string, string][] = [
    ['english', 'cook'],
    ['english', 'accountant'],
    ['english', 'teacher'],
    ['english', 'electrician'],
    ['english', 'guide'],
    ['english', 'driver'],
    ['romanized', 'bhanse'],
    ['romanized', 'lekhapal'],
    ['romanized', 'shikshak'],
    ['romanized', 'chalak'],
    ['romanized', 'sikarmi'],
    ['romanized', 'nars'],
    ['devanagari', 'भान्से'],
    ['devanagari', 'लेखापाल'],
    ['devanagari', 'शिक्षक'],
    ['devanagari', 'चालक'],
    ['devanagari', 'सिकर्मी'],
    ['devanagari', 'कास्की'],
    ['none', ''],
  ];
  const filters = (i: number): string[] => {
    const district = districts[i % districts.length]?.id ?? '';
    const skill = SKILLS[i % SKILLS.length]?.[0] ?? '';
    const degree = EDUCATION_LEVELS[i % EDUCATION_LEVELS.length]?.key ?? '';
    return [
      '',
      `locationIds=${district}`,
      `skills=${encodeURIComponent(skill)}`,
      `minExperienceYears=${1 + (i % 8)}`,
      `educationLevels=${degree}`,
      `maxSalary=${20000 + (i % 12) * 5000}`,
      `locationIds=${district}&minExperienceYears=${1 + (i % 4)}&maxSalary=${30000 + (i % 6) * 10000}`,
    ];
  };
  const seen = new Set<string>();
  const searches: Search[] = [];
  for (let i = 0; searches.length < SEARCHES && i < SEARCHES * 20; i += 1) {
    const [kind, word] = keywords[i % keywords.length] ?? ['none', ''];
    const options = filters(Math.floor(i / keywords.length));
    const filter = options[i % options.length] ?? '';
    const page = 1 + (Math.floor(i / 7) % 3);
    const parts = [word ? `q=${encodeURIComponent(word)}` : '', filter, page > 1 ? `page=${page}` : ''].filter(Boolean);
    const path = `/api/employer/candidates?${parts.join('&')}`;
    if (seen.has(path)) continue;
    seen.add(path);
    searches.push({ kind: filter ? `${kind} + filters` : kind, path });
  }
  return searches;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Times the first request of every distinct search, one at a time, and prints the table. */
export async function benchCandidates(
  db: Db,
  pool: pg.Pool,
  base: string,
  staticPath: string,
  log: (line: string) => void,
): Promise<void> {
  const token = await recruiterToken(db, base);
  const headers = { authorization: `Bearer ${token}` };
  const time = async (path: string, auth = true) => {
    const started = performance.now();
    const res = await fetch(`${base}${path}`, auth ? { headers } : {});
    const body = await res.text();
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${body.slice(0, 200)}`);
    return { ms, body };
  };
  const yardstick: number[] = [];
  for (let i = 0; i < 50; i += 1) yardstick.push((await time(staticPath, false)).ms);
  const staticP50 = percentile(
    yardstick.sort((a, b) => a - b),
    50,
  );
  const searches = await distinctSearches(db);
  const byKind = new Map<string, number[]>([['all', []]]);
  const timed: [number, string, number][] = [];
  for (const search of [...searches].sort(() => Math.random() - 0.5)) {
    const { ms, body } = await time(search.path);
    timed.push([ms, search.path, (JSON.parse(body) as { total: number }).total]);
    for (const kind of ['all', search.kind]) byKind.set(kind, [...(byKind.get(kind) ?? []), ms]);
  }
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(candidateSearch);
  log(
    `\nCandidate search at ${count?.n} findable candidates: the first request of each of ${searches.length} distinct` +
      ` searches, one at a time, as an approved employer (static body of the same server: p50 ${staticP50.toFixed(1)} ms):\n`,
  );
  log('| searches | n | p50 ms | p99 ms | max ms | p99 / static p50 |');
  log('| -------- | -: | -----: | -----: | -----: | ---------------: |');
  for (const [kind, list] of byKind) {
    const sorted = [...list].sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    log(
      `| ${kind} | ${sorted.length} | ${percentile(sorted, 50).toFixed(1)} | ${p99.toFixed(1)} | ${(sorted.at(-1) ?? 0).toFixed(1)} | ${(p99 / staticP50).toFixed(1)}× |`,
    );
  }
  log('\nslowest five:');
  for (const [ms, path, total] of timed.sort((a, b) => b[0] - a[0]).slice(0, 5)) {
    log(`  ${ms.toFixed(1)} ms  ${decodeURIComponent(path)} (total ${total})`);
  }
  const all = [...(byKind.get('all') ?? [])].sort((a, b) => a - b);
  log(`\np99 of all: ${percentile(all, 99).toFixed(1)} ms (target ≤ 50 ms)`);
  if (process.env.BENCH_EXPLAIN) await explainCandidates(db, pool, log);
}

/** EXPLAIN (ANALYZE, BUFFERS) of the page and count statements of a few searches. */
async function explainCandidates(db: Db, pool: pg.Pool, log: (line: string) => void): Promise<void> {
  const dialect = new PgDialect();
  const [kaski] = await db.select({ id: locations.id }).from(locations).where(eq(locations.nameEn, 'Kaski'));
  const cases: [string, Record<string, string>][] = [
    ['no keyword, page 1', {}],
    ['q=cook', { q: 'cook' }],
    ['q=bhanse (romanized)', { q: 'bhanse' }],
    ['q=लेखापाल', { q: 'लेखापाल' }],
    [
      'q=driver + Kaski + 3 years + ≤ 50,000',
      { q: 'driver', locationIds: kaski?.id ?? '', minExperienceYears: '3', maxSalary: '50000' },
    ],
    ['Kaski only, page 3', { locationIds: kaski?.id ?? '', page: '3' }],
  ];
  for (const [title, params] of cases) {
    const query = candidatesQuerySchema.parse(params);
    const terms = await termIdsOf(db, keywordWords(query.q));
    const statements = candidateStatements(db, query, terms);
    const parts: [string, SQL][] = [
      ['count', statements.count.getSQL()],
      ['page by a walk of the date index (many matches)', statements.walk.getSQL()],
      ['page of few matches, sorted whole', statements.fewPage],
    ];
    for (const [part, statement] of parts) {
      const { sql: text, params: values } = dialect.sqlToQuery(statement);
      const { rows } = await pool.query(`explain (analyze, buffers, costs off) ${text}`, values);
      log(`\n-- ${title}: ${part}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
    }
  }
}
