import { describe, expect, it } from 'vitest';
import { readJobSearchParam } from './job-search-params.ts';
import { JOB_SEARCH_CRITERIA, JOBS_PAGE_MAX } from './jobs-constants.ts';
import { jobsQuerySchema } from './jobs-query.ts';

const KEYS = [...JOB_SEARCH_CRITERIA, 'sortBy', 'page'] as const;
const isEmpty = (value: unknown) => value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** What the query schema makes of one parameter: its value, or undefined when it refuses it or the value is empty. */
function bySchema(key: (typeof KEYS)[number], raw: string): unknown {
  const parsed = jobsQuerySchema.shape[key].safeParse(raw);
  return parsed.success && !isEmpty(parsed.data) ? parsed.data : undefined;
}

const UUIDS = [
  '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  '3F2504E0-4F89-41D3-9A0C-0305E82C3301',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '3f2504e0-4f89-01d3-9a0c-0305e82c3301',
  '3f2504e0-4f89-91d3-9a0c-0305e82c3301',
  '3f2504e0-4f89-41d3-7a0c-0305e82c3301',
  '3f2504e0-4f89-41d3-9a0c-0305e82c330',
  '3f2504e04f8941d39a0c0305e82c3301',
];
const PIECES = [
  ...UUIDS,
  '',
  ' ',
  ',',
  ', ',
  'all',
  ' all ',
  'newest',
  'oldest',
  'relevance',
  'Newest',
  'accountant',
  'लेखापाल',
  'React',
  '0',
  '1',
  '2',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  ' 7 ',
  String(JOBS_PAGE_MAX),
  String(JOBS_PAGE_MAX + 1),
  'NaN',
  'Infinity',
  '\t',
  '\u00a0',
  '\u3000',
];

/** A deterministic mix of pieces, commas and long runs, so a failure names an input that can be replayed. */
function inputs(): string[] {
  let seed = 20_261_128;
  const next = (below: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % below;
  };
  const values: string[] = [...PIECES];
  for (const length of [79, 80, 81, 199, 200, 201, 1999, 2000, 2001])
    values.push('x'.repeat(length), ` ${'y'.repeat(length)} `);
  for (const count of [29, 30, 31, 49, 50, 51]) {
    values.push(Array.from({ length: count }, (_, i) => UUIDS[i % 2]).join(','));
    values.push(Array.from({ length: count }, (_, i) => `skill${i}`).join(', '));
  }
  for (let i = 0; i < 2_000; i++) {
    const parts = Array.from({ length: 1 + next(6) }, () => PIECES[next(PIECES.length)]);
    if (next(10) === 0) parts.push('z'.repeat(60 + next(60)));
    values.push(parts.join(next(3) === 0 ? ' ' : ','));
  }
  return values;
}

describe('readJobSearchParam', () => {
  it("reads every parameter as GET /jobs' query schema does, on thousands of inputs", () => {
    for (const raw of inputs()) {
      for (const key of KEYS)
        expect(readJobSearchParam(key, raw), `${key}=${JSON.stringify(raw)}`).toEqual(bySchema(key, raw));
    }
  });

  it('keeps a valid value and drops what the server would refuse or what says nothing', () => {
    expect(readJobSearchParam('q', '  लेखापाल  ')).toBe('लेखापाल');
    expect(readJobSearchParam('categoryId', 'all')).toBeUndefined();
    expect(readJobSearchParam('locationIds', `${UUIDS[0]}, ,${UUIDS[1]}`)).toEqual([UUIDS[0], UUIDS[1]]);
    expect(readJobSearchParam('locationIds', `${UUIDS[0]},nope`)).toBeUndefined();
    expect(readJobSearchParam('sortBy', 'oldest')).toBe('oldest');
    expect(readJobSearchParam('page', '3')).toBe(3);
    expect(readJobSearchParam('page', '0')).toBeUndefined();
  });
});
