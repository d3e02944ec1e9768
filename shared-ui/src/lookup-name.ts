import type { JobName, Language, LocalizedLookupItem, NamePair } from 'shared-api';

/**
 * A lookup entry as the API sends it: with both languages' names (the signed-in areas), or in the page's language
 * only with its catch-all flag (a public page's lists and job answers: `localizedLookupListQuery`, `publicJobsContract`).
 */
export type LookupEntry = NamePair | LocalizedLookupItem | JobName;

/** An industry as a job carries it: in one language, an entry named Other keeps both names (spec section 3). */
export type IndustryEntry = NamePair | (JobName & Partial<NamePair>);

/**
 * The name of a lookup item in the given language (name_ne, falling back to name_en when empty); an entry in one
 * language already has it.
 */
export function lookupName(item: LookupEntry | null | undefined, language: Language): string {
  if (!item) return '';
  if ('name' in item) return item.name;
  return language === 'ne' ? item.name_ne || item.name_en : item.name_en;
}

/**
 * True for the catch-all entry of a lookup list, whose real value is typed by the user: the one named Other in
 * English, which an entry in one language carries as its `other` flag (set by the server by that same rule).
 */
export function isOther(item: LookupEntry | null | undefined): boolean {
  if (!item) return false;
  if ('name' in item) return item.other === true;
  return item.name_en.trim().toLowerCase() === 'other';
}

/**
 * The 'Other - custom' display rule (spec section 3): an entry named Other shows as
 * 'Other - custom text' (name in the given language); any other entry shows its name.
 * With no entry at all the custom text (if any) is shown.
 */
export function displayOther(
  item: LookupEntry | null | undefined,
  custom: string | null | undefined,
  language: Language,
): string {
  const extra = custom?.trim() ?? '';
  if (!item) return extra;
  const name = lookupName(item, language);
  return isOther(item) && extra ? `${name} - ${extra}` : name;
}

/**
 * An industry named Other shows both language names suffixed with ' - ' plus the custom text
 * (spec section 3, employer profile): 'Other / अन्य - Tea processing'.
 */
export function displayIndustry(
  item: IndustryEntry | null | undefined,
  custom: string | null | undefined,
  language: Language,
): string {
  const extra = custom?.trim() ?? '';
  if (!item) return extra;
  const name = lookupName(item, language);
  if (!isOther(item)) return name;
  const both = item.name_en !== undefined && item.name_ne !== undefined ? `${item.name_en} / ${item.name_ne}` : name;
  return extra ? `${both} - ${extra}` : both;
}

/** A seeker's location (spec section 3): the English name, or 'Other - custom text' when the name is Other. */
export function displayLocationEn(item: NamePair | null | undefined, custom: string | null | undefined): string {
  return displayOther(item, custom, 'en');
}
