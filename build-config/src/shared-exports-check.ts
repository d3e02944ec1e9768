import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FACADE_PACKAGES, FACADES, REPO_ROOT } from './shared.ts';

/** Names a module exports in `export { a, b as c } from '…'` form (the facade's shape). */
export function facadeExports(source: string): Set<string> {
  const names = new Set<string>();
  for (const match of source.matchAll(/export\s*\{([^}]*)\}\s*from/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.add(name);
    }
  }
  return names;
}

/** Value (not type-only) names a module imports from `pkg`, and whether it imports the namespace. */
export function importedNames(code: string, pkg: string): { names: string[]; namespace: boolean } {
  const quoted = pkg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const names: string[] = [];
  let namespace = false;
  const statement = new RegExp(`(import|export)\\s+(type\\s+)?([^;]*?)\\s*from\\s*['"]${quoted}['"]`, 'g');
  for (const match of code.matchAll(statement)) {
    if (match[2]) continue; // import type { … }
    const clause = match[3] ?? '';
    if (/^\*/.test(clause) || /,\s*\*/.test(clause)) namespace = true;
    const braces = /\{([^}]*)\}/.exec(clause)?.[1];
    if (!braces) continue;
    for (const part of braces.split(',')) {
      const item = part.trim();
      if (!item || item.startsWith('type ')) continue;
      const name = item.split(/\s+as\s+/)[0]?.trim();
      if (name) names.push(name);
    }
  }
  return { names, namespace };
}

/**
 * Fails a browser build that imports from a FACADES package a name the shell's facade does not provide (it would
 * be undefined at run time), or imports its namespace. Runs in all five vite configs; the shell's build covers
 * shared-ui and shared-api too. The facades themselves are exempt.
 */
export function sharedExportsCheckPlugin() {
  const provided = new Map(FACADE_PACKAGES.map((pkg) => [pkg, facadeExports(readFileSync(FACADES[pkg], 'utf8'))]));
  const facadeFiles = new Set<string>(Object.values(FACADES));
  const problems = new Map<string, string>();
  let skip = false;
  return {
    name: 'portal-shared-exports-check',
    apply: 'build' as const,
    enforce: 'pre' as const,
    configResolved(config: { build: { ssr: boolean | string } }) {
      skip = Boolean(config.build.ssr);
    },
    transform(code: string, id: string) {
      const file = id.split('?')[0] ?? id;
      if (skip || file.includes('/node_modules/') || file.startsWith('\0') || facadeFiles.has(file)) return null;
      if (!/\.[cm]?[jt]sx?$/.test(file)) return null;
      for (const pkg of FACADE_PACKAGES) {
        if (!code.includes(pkg)) continue;
        const { names, namespace } = importedNames(code, pkg);
        const where = path.relative(REPO_ROOT, file);
        if (namespace) problems.set(`${where}: ${pkg} *`, `${where} imports the namespace of ${pkg}`);
        for (const name of names) {
          if (!provided.get(pkg)?.has(name))
            problems.set(`${where}: ${pkg} ${name}`, `${where} imports ${name} from ${pkg}`);
        }
      }
      return null;
    },
    buildEnd() {
      if (problems.size === 0) return;
      throw new Error(
        'Names the shell does not provide (add them to its facade in shell/src/federation/, then rebuild the ' +
          `shell):\n${[...problems.values()].map((line) => `  - ${line}`).join('\n')}`,
      );
    },
  };
}
