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
