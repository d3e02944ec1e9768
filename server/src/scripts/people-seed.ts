import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/** Given names and family names of the province, in English and Nepali, for generated people. */
const GIVEN = [
  ['Sita', 'सीता'],
  ['Ram', 'राम'],
  ['Gita', 'गीता'],
  ['Hari', 'हरि'],
  ['Maya', 'माया'],
  ['Bishnu', 'विष्णु'],
  ['Kamala', 'कमला'],
  ['Krishna', 'कृष्ण'],
  ['Sarita', 'सरिता'],
  ['Bikash', 'विकास'],
  ['Anita', 'अनिता'],
  ['Suresh', 'सुरेश'],
  ['Sunita', 'सुनिता'],
  ['Ramesh', 'रमेश'],
  ['Laxmi', 'लक्ष्मी'],
  ['Dipak', 'दीपक'],
] as const;
const FAMILY = [
  ['Gurung', 'गुरुङ'],
  ['Thapa', 'थापा'],
  ['Magar', 'मगर'],
  ['Sharma', 'शर्मा'],
  ['Poudel', 'पौडेल'],
  ['Adhikari', 'अधिकारी'],
  ['Shrestha', 'श्रेष्ठ'],
  ['Tamang', 'तामाङ'],
  ['Pun', 'पुन'],
  ['Karki', 'कार्की'],
  ['Bhattarai', 'भट्टराई'],
  ['Khadka', 'खड्का'],
] as const;

export const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

export type PeopleSeed = {
  /** Makes the emails of one seeding unique: `<given>.<family>.<n>.<tag>@<domain>`. */
  tag: string;
  domain: string;
  seekers: number;
  employers: number;
  /** Stored password hash of every generated account. */
  passwordHash: string;
};

/**
 * Job seekers and employers generated in SQL, a few statements whatever the number (a million seekers is one
 * INSERT … SELECT from generate_series, not a million calls): names from the lists above (every fourth in
 * Devanagari), one account in fifty deactivated, employers approved, pending or rejected (8:1:1), creation
 * times half a minute apart going back from now. Triggers run as for any insert (sort names, counters, alerts).
 */
export async function seedPeople(db: Executor, seed: PeopleSeed): Promise<void> {
  const given = { en: textArray(GIVEN.map(([en]) => en)), ne: textArray(GIVEN.map(([, ne]) => ne)) };
  const family = { en: textArray(FAMILY.map(([en]) => en)), ne: textArray(FAMILY.map(([, ne]) => ne)) };
  const nameIndex = sql`1 + g % ${GIVEN.length}`;
  const familyIndex = sql`1 + (g / ${GIVEN.length}) % ${FAMILY.length}`;
  if (seed.seekers > 0) {
    await db.execute(sql`
      with src as materialized (
        select gen_random_uuid() as id, g,
          lower((${given.en})[${nameIndex}] || '.' || (${family.en})[${familyIndex}] || '.' || g || '.' || ${seed.tag}
            || '@' || ${seed.domain}) as email,
          case when g % 4 = 0 then (${given.ne})[${nameIndex}] || ' ' || (${family.ne})[${familyIndex}]
            else (${given.en})[${nameIndex}] || ' ' || (${family.en})[${familyIndex}] end as name
        from generate_series(1, ${seed.seekers}) g),
      inserted as (
        insert into users (id, email, password_hash, role, is_active, email_verified_at, sort_name, created_at)
        select id, email, ${seed.passwordHash}, 'job_seeker', g % 50 <> 0, now(), lower(normalize(name, NFC)),
          now() - make_interval(secs => g * 30)
        from src returning id)
      insert into seeker_profiles (user_id, full_name, phone)
      select src.id, src.name, '98' || lpad((g % 100000000)::text, 8, '0') from src join inserted using (id)`);
  }
  if (seed.employers > 0) {
    await db.execute(sql`
      with src as materialized (
        select gen_random_uuid() as id, g,
          (${family.en})[${familyIndex}] || ' ' || (array['Traders', 'Hydropower', 'Hotel', 'Cooperative', 'Tech'])[1 + g % 5]
            || ' ' || g as company,
          'hr.' || g || '.' || ${seed.tag} || '@' || ${seed.domain} as email
        from generate_series(1, ${seed.employers}) g),
      inserted as (
        insert into users (id, email, password_hash, role, is_active, email_verified_at, approval_status, sort_name,
          created_at)
        select id, email, ${seed.passwordHash}, 'employer', g % 50 <> 0, now(),
          case g % 10 when 0 then 'pending' when 5 then 'rejected' else 'approved' end,
          lower(normalize(company, NFC)), now() - make_interval(secs => g * 600)
        from src returning id)
      insert into employer_profiles (user_id, company_name)
      select src.id, src.company from src join inserted using (id)`);
  }
}
