import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FACADES,
  facadeExports,
  hostShared,
  importedNames,
  onDemandHostSharesPlugin,
  remoteShared,
  sharedExportsCheckPlugin,
} from '../../../shared-api/remote-sharing.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const FRONT_ENDS = ['shell', 'public-site', 'seeker-app', 'employer-app', 'admin-app', 'shared-ui', 'shared-api'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
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
          if (file === facade) continue;
          const { names, namespace } = importedNames(readFileSync(file, 'utf8'), pkg);
          const where = path.relative(REPO_ROOT, file);
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

  it('builds: remotes take shared-api, its schemas, shared-ui and the form kit from the shell, which provides the facades', () => {
    const remote = remoteShared({ command: 'build' });
    for (const name of [
      'shared-api',
      'shared-api/schemas',
      'shared-ui',
      'shared-ui/form',
      'react-hook-form',
    ] as const) {
      expect(remote[name]).toMatchObject({ singleton: true, import: false });
    }
    expect(remote.react).not.toHaveProperty('import');
    expect(remoteShared({ command: 'serve' })['shared-api']).not.toHaveProperty('import');
    const host = hostShared({ command: 'build' });
    expect(host['react-router-dom']).toMatchObject({
      import: FACADES['react-router-dom'],
      version: expect.stringMatching(/^7\./),
    });
    expect(host['@tanstack/react-query']).toMatchObject({
      import: FACADES['@tanstack/react-query'],
      version: expect.stringMatching(/^5\./),
    });
    expect(host.react).not.toHaveProperty('import');
  });

  // The shapes @module-federation/vite 1.23 generates for a provider (the shell) and a consume-only share (a remote).
  const importMap = [
    `"react": { name: "react", version: "19.3.1", scope: ["default"], loaded: false, materialize: true, eager: false },`,
    `"react-hook-form": { name: "react-hook-form", version: "7.92.0", scope: ["default"], loaded: false, materialize: true, eager: false },`,
    `"shared-ui/form": __mfConsumeOnly("shared-ui/form", "0.1.0", "default", true, {singleton: true, requiredVersion: "^0.1.0", eager: false, }),`,
    `"shared-api/schemas": { name: "shared-api/schemas", version: "0.1.0", scope: ["default"], loaded: false, materialize: true, eager: false },`,
  ].join('\n');
  const MAP_ID = '\0virtual:mf-localSharedImportMap:shell';

  function runPlugin(modules: Record<string, string>, map: string): string {
    const [track, patch] = onDemandHostSharesPlugin();
    for (const plugin of [track, patch]) plugin?.configResolved({ build: { ssr: false } });
    for (const [id, code] of Object.entries(modules)) track?.transform(code, id);
    const result = patch?.transform(map, MAP_ID);
    return result ? result.code : map;
  }

  it('leaves the form kit out of start-up: the shell loads it on first import, an unused remote share is lazy', () => {
    const out = runPlugin({ '/repo/public-site/src/app.tsx': "import { Routes } from 'react-router-dom';" }, importMap);
    expect(out).toContain(
      '"react": { name: "react", version: "19.3.1", scope: ["default"], loaded: false, materialize: true',
    );
    expect(out).toMatch(/"react-hook-form": \{ name: "react-hook-form",[^}]*materialize: false/);
    expect(out).toMatch(/"shared-api\/schemas": \{ name: "shared-api\/schemas",[^}]*materialize: false/);
    expect(out).toContain(
      '"shared-ui/form": Object.assign(__mfConsumeOnly("shared-ui/form", "0.1.0", "default", true, {',
    );
    expect(out).toContain('{ materialize: false, lazy: true })');
  });

  it('keeps a consume-only share at start-up in a remote whose own modules import it', () => {
    const modules = { '/repo/seeker-app/src/profile.tsx': "import { Form, FormField } from 'shared-ui/form';" };
    const out = runPlugin(modules, importMap);
    expect(out).toContain('"shared-ui/form": __mfConsumeOnly("shared-ui/form", "0.1.0", "default", true,');
  });

  it('fails the build when the import map no longer has a known shape', () => {
    expect(() => runPlugin({}, importMap.replace('"react-hook-form": {', '"react-hook-form": ['))).toThrow(
      /no shared entry "react-hook-form" of a known shape/,
    );
  });
});
