import type { LocalizedLookupItem, LookupItem, PageLanguage } from 'shared-api/contract';
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
 * The name in `language` of each of `skills` (as a job or a search stores them, in either language) that the skills
 * list holds, null for one it lacks, in their order.
 */
export function nameSkills(
  list: readonly LookupItem[],
  skills: readonly string[],
  language: PageLanguage,
): (string | null)[] {
  const byKey = new Map<string, LookupItem>();
  for (const item of list) {
    for (const name of [item.name_en, item.name_ne]) {
      const key = skillKey(name);
      if (key && !byKey.has(key)) byKey.set(key, item);
    }
  }
  return skills.map((skill) => {
    const item = byKey.get(skillKey(skill));
    return item ? nameIn(item, language) : null;
  });
}
