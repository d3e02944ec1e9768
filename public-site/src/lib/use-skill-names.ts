import { useQuery } from '@tanstack/react-query';
import { skillNamesQuery } from 'shared-api';
import { useLanguage } from 'shared-ui';

/**
 * A job's skills as the page's language reads them: each the skills list knows by its name there ("लेखा" for
 * "Accounting" on a Nepali page), any other as written.
 */
export function useSkillNames(skills: readonly string[]): (skill: string) => string {
  const { data } = useQuery(skillNamesQuery(useLanguage(), skills));
  return (skill) => data?.[skills.indexOf(skill)] || skill;
}
