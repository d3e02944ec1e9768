// The query catalogue of `npm run bench`: distinct GET /api/jobs paths in popularity order (the default list
// first), and Zipf-like weights (rank r weighs 1/r) so the popular ones repeat as they do for real visitors.
import { desc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, experienceLevels, jobs, jobTypes, locations, salaryRanges } from '../db/schema.ts';
import { listedCondition } from '../modules/jobs/job-conditions.ts';
import { kathmanduToday } from '../modules/jobs/kathmandu-date.ts';

const ENGLISH = [
  'engineer',
  'electrician',
  'accountant',
  'assistant',
  'supervisor',
  'developer',
  'react',
  'waiter',
  'hotel',
  'guests',
  'tally',
  'office',
  'site',
  'reports',
  'shift',
  'training',
  'pokhara',
  'damauli',
  'beni',
  'nurse',
  'driver',
  'teacher',
];
const NEPALI = [
  'सहायक',
  'लेखापाल',
  'भान्से',
  'होटल',
  'दैनिक',
  'सहकारी',
  'कृषि',
  'निर्माण',
  'सिकर्मी',
  'डकर्मी',
  'कम्प्युटर',
  'स्वास्थ्य',
  'खाना',
  'सेवा',
];

/** A small seeded PRNG (mulberry32): the same catalogue on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type BenchQuery = { path: string; kind: 'filters' | 'english' | 'nepali' };

export async function benchQueries(db: Db, count: number): Promise<BenchQuery[]> {
  const ids = async (table: typeof categories | typeof locations | typeof jobTypes) =>
    (await db.select({ id: table.id }).from(table)).map((row) => row.id);
  const [category, location, jobType, experience, salary] = await Promise.all([
    ids(categories),
    ids(locations),
    ids(jobTypes),
    db.select({ id: experienceLevels.id }).from(experienceLevels),
    db.select({ id: salaryRanges.id }).from(salaryRanges),
  ]);
  const rnd = seeded(14);
  const one = <T>(list: T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const some = (list: string[], most: number) => [
    ...new Set(Array.from({ length: 1 + Math.floor(rnd() * most) }, () => one(list))),
  ];
  const seen = new Set<string>(['/api/jobs']);
  const out: BenchQuery[] = [{ path: '/api/jobs', kind: 'filters' }];
  while (out.length < count) {
    const params = new URLSearchParams();
    const roll = rnd();
    let kind: BenchQuery['kind'] = 'filters';
    if (roll < 0.6) {
      kind = rnd() < 0.4 ? 'nepali' : 'english';
      const words = kind === 'nepali' ? NEPALI : ENGLISH;
      params.set('q', rnd() < 0.15 ? `${one(words)} ${one(words)}` : one(words));
    }
    if (roll >= 0.3) {
      if (rnd() < 0.6) params.set('categoryId', one(category));
      if (rnd() < 0.5) params.set('locationIds', some(location, 3).join(','));
      if (rnd() < 0.3) params.set('jobTypes', some(jobType, 2).join(','));
      if (rnd() < 0.2) params.set('experienceLevels', one(experience).id);
      if (rnd() < 0.2) params.set('salaryRange', one(salary).id);
    }
    const sort = rnd();
    if (sort < 0.2) params.set('sortBy', 'oldest');
    else if (sort < 0.3) params.set('sortBy', 'newest');
    const pageRoll = rnd();
    const page = pageRoll < 0.5 ? 1 : pageRoll < 0.7 ? 2 : 3 + Math.floor(rnd() * 3);
    if (page > 1) params.set('page', String(page));
    const path = `/api/jobs?${params}`;
    if (params.size === 0 || seen.has(path)) continue;
    seen.add(path);
    out.push({ path, kind });
  }
  return out;
}

/** Zipf-like weights for a catalogue in popularity order. */
export const zipfWeights = (count: number) => Array.from({ length: count }, (_, rank) => 1 / (rank + 1));

/** The newest `count` listed jobs' ids: the job pages the page benches ask for. */
export async function listedJobIds(db: Db, count: number): Promise<string[]> {
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(listedCondition(kathmanduToday()))
    .orderBy(desc(jobs.createdAt))
    .limit(count);
  return rows.map((row) => row.id);
}

/** `count` distinct /jobs searches as page paths (the catalogue above without the /api prefix). */
export async function searchPagePaths(db: Db, count: number): Promise<string[]> {
  return (await benchQueries(db, count)).map((query) => query.path.replace(/^\/api/, ''));
}
