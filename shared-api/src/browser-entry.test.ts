import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { intlUsesDuring } from './testing/intl-uses.ts';

const SRC = path.dirname(new URL(import.meta.url).pathname);

/**
 * The modules an entry loads when it is imported: its static imports and re-exports, followed through relative
 * paths, without `import type` / `export type` (erased) nor dynamic `import()` (loaded later, on demand). An
 * import whose names are all inline `type`s counts: verbatimModuleSyntax keeps it as a side-effect import.
 */
function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const statement = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(statement)) {
      if (match[1]) continue;
      const specifier = match[2] ?? '';
      if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier));
      else packages.add(specifier);
    }
  };
  visit(path.join(SRC, entry));
  return { files, packages };
}

describe('the browser entry (shared-api, on every page)', () => {
  const { files, packages } = staticGraph('index.ts');
  const relative = [...files].map((file) => path.relative(SRC, file));

  it('loads no zod and no schema: those are shared-api/schemas, loaded by the first call or form', () => {
    expect([...packages].filter((name) => name === 'zod' || name.startsWith('zod/'))).toEqual([]);
    expect(relative).not.toContain('schemas.ts');
    expect(relative).not.toContain('zod-config.ts');
  });

  it('does load the client, the session, the queries and the zod-free contract files', () => {
    for (const file of ['client/call.ts', 'client/route-ref.ts', 'session/session-store.ts', 'queries/jobs.ts']) {
      expect(relative).toContain(file);
    }
    expect(relative).toContain('contract/message-codes.ts');
    expect(relative).not.toContain('contract/jobs.ts');
  });

  it("exports none of the areas' constants: shared-api/area-constants, bundled by the builds that use them", async () => {
    const entry: object = await import('./index.ts');
    const areas: object = await import('./area-constants.ts');
    expect(Object.keys(areas).length).toBeGreaterThan(20);
    expect(Object.keys(areas).filter((name) => name in entry)).toEqual([]);
  });

  it('makes no Intl formatter while it evaluates (the first would load ICU data on every page)', async () => {
    vi.resetModules();
    expect(await intlUsesDuring(() => import('./index.ts'))).toEqual([]);
  });

  it('schemas entry configures zod before any schema is built', () => {
    const source = readFileSync(path.join(SRC, 'schemas.ts'), 'utf8');
    const imports = [...source.matchAll(/^(?:import|export)[^'"]*['"]([^'"]+)['"]/gm)].map((match) => match[1]);
    expect(imports[0]).toBe('./zod-config.ts');
  });
});

describe('the jobs query entry (shared-api/schemas/jobs-query, on /jobs before hydration)', () => {
  const relative = [...staticGraph('jobs-query-schema.ts').files].map((file) => path.relative(SRC, file));

  it('builds the job search query schema and not the rest of the contract', () => {
    expect(relative).toContain('contract/jobs-query.ts');
    expect(relative.filter((file) => file.startsWith('contract/') && !file.endsWith('-constants.ts')).sort()).toEqual([
      'contract/common.ts',
      'contract/jobs-query.ts',
    ]);
  });

  it('configures zod before any schema is built', () => {
    const source = readFileSync(path.join(SRC, 'jobs-query-schema.ts'), 'utf8');
    const imports = [...source.matchAll(/^(?:import|export)[^'"]*['"]([^'"]+)['"]/gm)].map((match) => match[1]);
    expect(imports[0]).toBe('./zod-config.ts');
  });
});
