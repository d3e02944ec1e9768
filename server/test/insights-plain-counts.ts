import { sql } from 'drizzle-orm';
import { INSIGHTS_TOP_SKILLS, type Insights } from 'shared-api/contract';
import { expect } from 'vitest';
import { dayAfter } from '../src/modules/insights/insights-range.ts';
import type { TestContext } from './context.ts';

const tz = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Kathmandu')`;

/**
 * The insights' seeker figures against plain SQL counts over users, educations and seeker_profiles: by
 * district, by education level (a seeker under each level listed; none listed: "not stated"), and the top skills.
 */
export async function expectSeekerFiguresOfPlainCounts(
  ctx: TestContext,
  result: Insights,
  range: { from: string; to: string },
) {
  const live = sql`u.role = 'job_seeker' and u.deleted_at is null and u.created_at < ${tz(dayAfter(range.to))}`;
  const isNew = sql`u.created_at >= ${tz(range.from)}`;
  const districts = await ctx.db.execute<{ grp: string | null; seekers: number; fresh: number }>(sql`
    select location_id::text as grp, count(*)::int as seekers, count(*) filter (where ${isNew})::int as fresh
    from users u where ${live} group by 1`);
  expect(result.seekers.districts.map((row) => [row.key, row.seekers, row.newSeekers]).sort()).toEqual(
    districts.rows.map((row) => [row.grp, row.seekers, row.fresh]).sort(),
  );
  const levels = await ctx.db.execute<{ grp: string | null; seekers: number; fresh: number }>(sql`
    select l.id::text as grp, count(*)::int as seekers, count(*) filter (where ${isNew})::int as fresh
    from users u join education_levels l on exists (select 1 from educations e where e.user_id = u.id and lower(e.degree) = l.key)
    where ${live} group by 1
    union all
    select null, count(*)::int, count(*) filter (where ${isNew})::int from users u
    where ${live} and not exists (select 1 from educations e join education_levels l on l.key = lower(e.degree) where e.user_id = u.id)
    having count(*) > 0`);
  expect(result.seekers.education.map((row) => [row.key, row.seekers, row.newSeekers]).sort()).toEqual(
    levels.rows.map((row) => [row.grp, row.seekers, row.fresh]).sort(),
  );
  const skills = await ctx.db.execute<{ skills: string[] }>(sql`
    select p.skills from seeker_profiles p join users u on u.id = p.user_id where ${live}`);
  const perSkill = new Map<string, number>();
  for (const row of skills.rows) {
    for (const skill of new Set(row.skills.map((s) => s.trim().toLowerCase()).filter(Boolean))) {
      perSkill.set(skill, (perSkill.get(skill) ?? 0) + 1);
    }
  }
  const expected = [...perSkill.values()].sort((a, b) => b - a).slice(0, INSIGHTS_TOP_SKILLS);
  expect(result.seekers.skills.map((row) => row.seekers)).toEqual(expected);
  for (const row of result.seekers.skills) expect(perSkill.get(row.skill.toLowerCase())).toBe(row.seekers);
}
