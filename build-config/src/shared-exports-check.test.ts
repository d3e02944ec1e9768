import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FACADES, hostShared, remoteShared } from './shared.ts';
import { facadeExports, importedNames, sharedExportsCheckPlugin } from './shared-exports-check.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const FRONT_ENDS = ['shell', 'public-site', 'seeker-app', 'employer-app', 'admin-app', 'shared-ui', 'shared-api'];
/** The server renderer's entry: only the shell's server build compiles it, with the libraries themselves. */
const SERVER_ONLY = new Set(['shell/src/ssr/entry-server.tsx']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    // Test helpers (src/test/, src/testing/) run in vitest only, never through the federation share.
    if (entry.isDirectory()) return /^test(ing)?$/.test(entry.name) ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('sharing between the shell and the remotes', () => {
  it('reads the names a facade re-exports and the value names a module imports', () => {
    expect(facadeExports("export { a, b as c } from 'x';\nexport {\n  d,\n} from 'y';")).toEqual(
      new Set(['a', 'c', 'd']),
    );
    expect(
      importedNames(
        "import { Link, type Location, useNavigate as go } from 'react-router-dom';\n" +
          'import type { To } from \'react-router-dom\';\nexport { Outlet } from "react-router-dom";',
        'react-router-dom',
      ),
    ).toEqual({ names: ['Link', 'useNavigate', 'Outlet'], namespace: false });
    expect(importedNames("import * as Router from 'react-router-dom';", 'react-router-dom').namespace).toBe(true);
  });

  it("provides every name the portal's browser code imports from a facaded library", () => {
    const missing: string[] = [];
    for (const [pkg, facade] of Object.entries(FACADES)) {
      const provided = facadeExports(readFileSync(facade, 'utf8'));
      expect(provided.size, pkg).toBeGreaterThan(0);
      for (const folder of FRONT_ENDS) {
        for (const file of sourceFiles(path.join(REPO_ROOT, folder, 'src'))) {
          const where = path.relative(REPO_ROOT, file);
          if (file === facade || SERVER_ONLY.has(where)) continue;
          const { names, namespace } = importedNames(readFileSync(file, 'utf8'), pkg);
          if (namespace) missing.push(`${where}: ${pkg} *`);
          for (const name of names) if (!provided.has(name)) missing.push(`${where}: ${pkg} ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('fails a build that imports a name the shell does not provide', () => {
    const plugin = sharedExportsCheckPlugin();
    plugin.configResolved({ build: { ssr: false } });
    plugin.transform("import { Link } from 'react-router-dom';", path.join(REPO_ROOT, 'public-site/src/ok.tsx'));
    expect(() => plugin.buildEnd()).not.toThrow();
    plugin.transform(
      "import { Link, useMatches } from 'react-router-dom';",
      path.join(REPO_ROOT, 'public-site/src/new.tsx'),
    );
    expect(() => plugin.buildEnd()).toThrow(/public-site\/src\/new\.tsx imports useMatches from react-router-dom/);
  });

  it('builds: remotes take shared-api and shared-ui from the shell, which provides the facade', () => {
    const remote = remoteShared({ command: 'build' });
    for (const name of ['shared-api', 'shared-ui'] as const) {
      expect(remote[name]).toMatchObject({ singleton: true, import: false });
    }
    expect(remote.react).not.toHaveProperty('import');
    expect(remoteShared({ command: 'serve' })['shared-api']).not.toHaveProperty('import');
    const host = hostShared({ command: 'build' });
    expect(host['react-router-dom']).toMatchObject({
      import: FACADES['react-router-dom'],
      version: expect.stringMatching(/^7\./),
    });
    expect(host['react-i18next']).toMatchObject({
      import: FACADES['react-i18next'],
      version: expect.stringMatching(/^18\./),
    });
    expect(host['@tanstack/react-query']).not.toHaveProperty('import');
    expect(host.react).not.toHaveProperty('import');
    expect(host.i18next).not.toHaveProperty('import');
  });

  it('builds each facade from the very package and version it stands for (an npm alias of it, or react-router)', () => {
    const fromShell = createRequire(path.join(REPO_ROOT, 'shell/package.json'));
    for (const [pkg, facade] of Object.entries(FACADES)) {
      const sources = new Set([...readFileSync(facade, 'utf8').matchAll(/\}\s*from\s*'([^']+)'/g)].map((m) => m[1]));
      for (const source of sources) {
        const manifest = fromShell(`${source?.split('/')[0]}/package.json`) as { name: string; version: string };
        const stands = source === 'react-router' || source?.startsWith('react-router/') ? 'react-router' : pkg;
        const real = fromShell(`${stands}/package.json`) as { version: string };
        expect(`${manifest.name}@${manifest.version}`, `${pkg} from ${source}`).toBe(`${stands}@${real.version}`);
      }
    }
  });
});
