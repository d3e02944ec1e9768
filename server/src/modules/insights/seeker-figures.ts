import { sql } from 'drizzle-orm';
import { INSIGHTS_TOP_SKILLS, type Insights } from 'shared-api/contract';
import type { Executor } from '../../db/client.ts';
import { GROUPINGS, groupNames, inListOrder } from './insights-groupings.ts';
import type { Span } from './insights-range.ts';

type Row = { grp: string | null; seekers: number; new_seekers: number };

/**
 * The seekers registered at the end of the range (deleted accounts left out) by district, by each education
 * level their profile lists (a seeker with two levels counts under both; "not stated" has none of the list's),
 * and the skills they list most (compared without case, shown as most often typed). Counts only: never a
 * person. Summed from seeker_tallies (kept by triggers, migration 0029) over the days of registration, so the
 * cost grows with days × groups, not with the seekers.
 */
export async function seekerFigures(db: Executor, span: Span): Promise<Insights['seekers']> {
  const tally = (kind: string) => sql`
    select key, label, sum(n)::int as seekers, coalesce(sum(n) filter (where day >= ${span.from}::date), 0)::int as new_seekers
    from seeker_tallies where kind = ${kind} and day <= ${span.to}::date group by key, label having sum(n) > 0`;
  const [districtNames, educationNames, districts, education, skills] = await Promise.all([
    groupNames(db, GROUPINGS.district),
    groupNames(db, GROUPINGS.education),
    db.execute<Row>(sql`select nullif(key, '') as grp, seekers, new_seekers from (${tally('district')}) t`),
    // A set of degrees counts under each level it names; a set naming none of the list is "not stated".
    db.execute<Row>(sql`
      with sets as (${tally('education')}),
      levels as (
        select distinct s.key, l.id from sets s cross join lateral jsonb_array_elements_text(s.key::jsonb) d(degree)
        join education_levels l on l.key = d.degree
      )
      select levels.id::text as grp, sum(s.seekers)::int as seekers, sum(s.new_seekers)::int as new_seekers
      from sets s left join levels on levels.key = s.key group by 1`),
    // A skill's name is its most typed form (the first in sort order among equals, as mode() chooses).
    db.execute<{ skill: string; seekers: number }>(sql`
      with skills as (${tally('skill')}),
      forms as (select distinct on (key) key, label from (${tally('skill-form')}) f order by key, seekers desc, label)
      select forms.label as skill, skills.seekers from skills join forms on forms.key = skills.key
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
