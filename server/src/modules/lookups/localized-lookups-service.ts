import type { LocalizedLookupItem, LookupItem, PageLanguage, SkillName } from 'shared-api/contract';
import { isOtherName } from './other-entry.ts';

/** An entry's name in `language`: the Nepali name, or the English one where the Nepali is empty. */
export function nameIn(item: Pick<LookupItem, 'name_en' | 'name_ne'>, language: PageLanguage): string {
  return language === 'ne' ? item.name_ne || item.name_en : item.name_en;
}

/** A list in one language, in its order: each entry's id and name there, and the catch-all entry marked. */
export function localizeList(items: readonly LookupItem[], language: PageLanguage): LocalizedLookupItem[] {
  return items.map((item) =>
    isOtherName(item.name_en)
      ? { id: item.id, name: nameIn(item, language), other: true }
      : { id: item.id, name: nameIn(item, language) },
  );
}

/** How a skill is compared: its case, surrounding spaces and Unicode form aside. */
const skillKey = (name: string) => name.trim().normalize('NFC').toLowerCase();

/**
 * The skills of `skills` (as a job or a search stores them, in either language) that the skills list holds, each
 * with the list's name in `language`; the others are left out (shown as written).
 */
export function nameSkills(
  list: readonly LookupItem[],
  skills: readonly string[],
  language: PageLanguage,
): SkillName[] {
  const byKey = new Map<string, LookupItem>();
  for (const item of list) {
    for (const name of [item.name_en, item.name_ne]) {
      const key = skillKey(name);
      if (key && !byKey.has(key)) byKey.set(key, item);
    }
  }
  const named: SkillName[] = [];
  for (const skill of skills) {
    const item = byKey.get(skillKey(skill));
    if (item && !named.some((entry) => entry.skill === skill)) named.push({ skill, name: nameIn(item, language) });
  }
  return named;
}
