// Compiles the server ahead of time: src/cli.ts and everything it imports from this repository (the server's own
// TypeScript and the shared-api / shared-ui / build-config sources) into one ES module, dist/cli.js, that plain `node` runs.
// Packages from node_modules stay imports, resolved by Node at run time as before.
//
// The output must sit one folder below the server's root (dist/, like src/): config.ts finds the server's and the
// repository's folders (migrations, the built front-ends) relative to its own file.
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * Workspace packages published as TypeScript sources: compiled into the bundle (Node does not run TypeScript from
 * node_modules, and the container image carries only the workspaces' dist/ folders).
 */
const BUNDLED_PACKAGES = /^(shared-(api|ui)|build-config)(\/|$)/;

const externalPackages: Plugin = {
  name: 'external-packages',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      BUNDLED_PACKAGES.test(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

/** Builds into `<server>/<folder>` (dist by default; tests use their own folder beside it). */
export async function buildServer(folder = 'dist'): Promise<string> {
  const outdir = path.join(SERVER_ROOT, folder);
  if (path.dirname(outdir) !== SERVER_ROOT) throw new Error(`The build folder must be directly in ${SERVER_ROOT}.`);
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  await build({
    entryPoints: [path.join(SERVER_ROOT, 'src/cli.ts')],
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  // Registered with module.register by its path next to the code that registers it (src/ssr/server-entries.ts):
  // it runs in Node's loader thread, so it stays a file of its own.
  copyFileSync(path.join(SERVER_ROOT, 'src/ssr/ssr-resolve-hook.mjs'), path.join(outdir, 'ssr-resolve-hook.mjs'));
  return path.join(outdir, 'cli.js');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const entry = await buildServer(process.argv[2]);
  console.log(`server built: ${path.relative(process.cwd(), entry)} in ${Date.now() - started} ms`);
}
