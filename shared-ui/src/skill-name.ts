import { useMemo } from 'react';
import type { Language, LookupItem } from 'shared-api';
import { useLanguage } from './use-language.ts';
import { useLookupList } from './use-lookup-list.ts';

const key = (name: string) => name.trim().normalize('NFC').toLowerCase();

/**
 * How a stored skill reads in a language: a skill of the skills list (stored in either of its names) is shown by
 * its name in that language, so a chip reads "लेखा" in Nepali for "Accounting"; any other skill as it was written.
 */
export function skillName(skill: string, skills: readonly LookupItem[], language: Language): string {
  const wanted = key(skill);
  const item = skills.find((entry) => key(entry.name_en) === wanted || key(entry.name_ne) === wanted);
  const name = item ? (language === 'ne' ? item.name_ne : item.name_en) : '';
  return name.trim() || skill;
}

/** `skillName` for the current language over the skills list (loaded once, shared with the pickers). */
export function useSkillName(): (skill: string) => string {
  const language = useLanguage();
  const skills = useLookupList('skills');
  return useMemo(() => (skill: string) => skillName(skill, skills, language), [skills, language]);
}
