type Tree = { readonly [key: string]: unknown };

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function leafPaths(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return isTree(value) ? leafPaths(value, path) : [path];
  });
}

/**
 * Translation keys present in one language but not the other, as dotted paths.
 * `{ missingInNe: [...], missingInEn: [...] }` both empty means the bundles match.
 */
export function missingKeys(en: Tree, ne: Tree): { missingInNe: string[]; missingInEn: string[] } {
  const enKeys = new Set(leafPaths(en));
  const neKeys = new Set(leafPaths(ne));
  return {
    missingInNe: [...enKeys].filter((key) => !neKeys.has(key)),
    missingInEn: [...neKeys].filter((key) => !enKeys.has(key)),
  };
}

const DEVANAGARI = /[\u0900-\u097F]/;

function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return isTree(value) ? leaves(value, path) : [[path, value] as [string, unknown]];
  });
}

export type TranslationProblems = { missingInNe: string[]; missingInEn: string[]; untranslatedNe: string[] };
export const NO_TRANSLATION_PROBLEMS: TranslationProblems = { missingInNe: [], missingInEn: [], untranslatedNe: [] };

/**
 * Everything that keeps a namespace from being complete in both languages: keys missing on
 * either side, and Nepali strings that are empty or contain no Devanagari (an English copy left in).
 * `latinOk` lists keys whose Nepali text is rightly Latin-only (brand names, for example).
 */
export function translationProblems(en: Tree, ne: Tree, latinOk: readonly string[] = []): TranslationProblems {
  const untranslatedNe = leaves(ne)
    .filter(([path, text]) => !latinOk.includes(path) && (typeof text !== 'string' || !DEVANAGARI.test(text)))
    .map(([path]) => path);
  return { ...missingKeys(en, ne), untranslatedNe };
}
