import { sql } from 'drizzle-orm';
import { INSIGHTS_TOP_SKILLS, type Insights } from 'shared-api/contract';
import type { Executor } from '../../db/client.ts';
import { GROUPINGS, groupNames, inListOrder } from './insights-groupings.ts';
import type { Span } from './insights-range.ts';
import { bounds } from './insights-sql.ts';

type Row = { grp: string | null; seekers: number; new_seekers: number };

/**
 * The seekers registered at the end of the range (deleted accounts left out) by district, by each education
 * level their profile lists (a seeker with two levels counts under both; "not stated" has none), and the skills
 * they list most (compared without case, shown as most often typed). Counts only: never a person.
 */
export async function seekerFigures(db: Executor, span: Span): Promise<Insights['seekers']> {
  const b = bounds(span);
  const seekers = sql`select id, created_at, location_id from users
    where role = 'job_seeker' and deleted_at is null and created_at < ${b.toNextInstant}`;
  const newSeeker = sql`s.created_at >= ${b.fromInstant}`;
  const [districtNames, educationNames, districts, education, skills] = await Promise.all([
    groupNames(db, GROUPINGS.district),
    groupNames(db, GROUPINGS.education),
    db.execute<Row>(sql`
      select s.location_id::text as grp, count(*)::int as seekers, count(*) filter (where ${newSeeker})::int as new_seekers
      from (${seekers}) s group by 1`),
    db.execute<Row>(sql`
      with levels as (
        select distinct e.user_id, l.id from educations e join education_levels l on l.key = lower(e.degree)
      )
      select levels.id::text as grp, count(*)::int as seekers, count(*) filter (where ${newSeeker})::int as new_seekers
      from (${seekers}) s left join levels on levels.user_id = s.id group by 1`),
    db.execute<{ skill: string; seekers: number }>(sql`
      select mode() within group (order by k.skill) as skill, count(distinct s.id)::int as seekers
      from (${seekers}) s join seeker_profiles p on p.user_id = s.id,
        lateral (select trim(x) as skill from unnest(p.skills) x) k
      where k.skill <> ''
      group by lower(normalize(k.skill, NFC))
      order by 2 desc, 1 limit ${INSIGHTS_TOP_SKILLS}`),
  ]);
  const figures = (rows: Row[]) =>
    new Map(rows.map((row) => [row.grp, { seekers: row.seekers, newSeekers: row.new_seekers }]));
  return {
    districts: inListOrder(districtNames, figures(districts.rows)),
    education: inListOrder(educationNames, figures(education.rows)),
    skills: skills.rows,
  };
}
