import { eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { ApplicantsFilter } from 'shared-api/contract';
import type { Executor } from '../../db/client.ts';
import { applications, educations, experiences, locations, seekerProfiles, skills, users } from '../../db/schema.ts';
import { escapeLike } from '../../http/escape-like.ts';
import { keywordWords, searchKey } from '../jobs/job-conditions.ts';
import { wordMatchesText } from '../jobs/roman-terms.ts';
import { requirementsCondition } from '../screening/screening-service.ts';
import { DISTRICT_CITIES } from './district-cities.ts';

/**
 * The applicant list's filters as SQL conditions on `applications` (joined to the seeker's `users` row and
 * `seeker_profiles`). Free text (address, custom location, education, experience, a skill as the seeker wrote
 * it) matches every word of the filter as a substring, case-insensitive. Names the portal knows in two languages
 * (districts and their towns, the skills list) are matched the way the job search matches a keyword
 * (wordMatchesText: either script, romanized Latin for Devanagari), and a match brings in all of the item's names.
 */

/** Whether every word of `query` matches `name` (wordMatchesText). */
const matchesName = (words: string[], name: string) =>
  name.trim() !== '' && words.every((word) => wordMatchesText(word, name));

/** Every word of `words` inside one of `columns` (lower-cased NFC, LIKE-escaped). */
function allWordsIn(words: string[], columns: SQL[]): SQL {
  const text = sql`lower(normalize(concat_ws(' ', ${sql.join(columns, sql`, `)}), NFC))`;
  return sql.join(
    words.map((word) => sql`${text} like ${`%${escapeLike(word)}%`}`),
    sql` and `,
  );
}

/** The districts whose name (in either language) or one of whose towns (DISTRICT_CITIES) matches the words. */
async function districtIds(db: Executor, words: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: locations.id, nameEn: locations.nameEn, nameNe: locations.nameNe })
    .from(locations);
  return rows
    .filter((row) =>
      [row.nameEn, row.nameNe, ...(DISTRICT_CITIES[row.nameEn] ?? []).flat()].some((name) => matchesName(words, name)),
    )
    .map((row) => row.id);
}

/**
 * City: the seeker's district (its names or a town in it), or the custom location ("Other") or the address
 * holding every word.
 */
async function cityCondition(db: Executor, city: string): Promise<SQL> {
  const words = keywordWords(city);
  const ids = await districtIds(db, words);
  const inText = allWordsIn(words, [sql`${users.customLocation}`, sql`${seekerProfiles.address}`]);
  return ids.length > 0 ? (or(inArray(users.locationId, ids), inText) as SQL) : inText;
}

/** One wanted skill: the text itself, plus both names of every skill of the list it matches. */
async function skillSpellings(db: Executor, wanted: string): Promise<string[]> {
  const words = keywordWords(wanted);
  const rows = await db.select({ nameEn: skills.nameEn, nameNe: skills.nameNe }).from(skills);
  const known = rows
    .filter((row) => matchesName(words, row.nameEn) || matchesName(words, row.nameNe))
    .flatMap((row) => [row.nameEn, row.nameNe]);
  return [...new Set([wanted, ...known].map(searchKey))];
}

/** Skills: comma-separated, each must be inside one of the seeker's skills (in any of its spellings). */
async function skillConditions(db: Executor, wantedList: string): Promise<SQL[]> {
  const wanted = wantedList
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return Promise.all(
    wanted.map(async (skill) => {
      const patterns = (await skillSpellings(db, skill)).map((spelling) => sql`${`%${escapeLike(spelling)}%`}`);
      return sql`exists (select 1 from unnest(${seekerProfiles.skills}) s where lower(normalize(s, NFC)) like any (array[${sql.join(patterns, sql`, `)}]::text[]))`;
    }),
  );
}

/** The conditions of a filter set (none: every application of the job). */
export async function applicantConditions(db: Executor, query: ApplicantsFilter): Promise<SQL[]> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(applications.status, query.status));
  if (query.requirements) conditions.push(requirementsCondition(query.requirements));
  if (query.city?.trim()) conditions.push(await cityCondition(db, query.city));
  if (query.skills?.trim()) conditions.push(...(await skillConditions(db, query.skills)));
  if (query.education?.trim()) {
    const inEducation = allWordsIn(keywordWords(query.education), [
      sql`e.degree`,
      sql`e.custom_degree`,
      sql`e.field_of_study`,
      sql`e.school`,
    ]);
    conditions.push(
      sql`exists (select 1 from ${educations} e where e.user_id = ${applications.seekerId} and ${inEducation})`,
    );
  }
  if (query.experience?.trim()) {
    const inExperience = allWordsIn(keywordWords(query.experience), [sql`x.title`, sql`x.company`]);
    conditions.push(
      sql`exists (select 1 from ${experiences} x where x.user_id = ${applications.seekerId} and ${inExperience})`,
    );
  }
  return conditions;
}
