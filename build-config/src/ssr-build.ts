import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { FORM_KIT, sharedSingletons, WORKSPACE_SINGLETONS } from './shared.ts';
import { SSR_DIR, SSR_SUFFIX } from './ssr-paths.ts';

/**
 * Build-time side of server rendering (server/src/ssr): a browser build of the shell or of public-site also
 * writes a server build of it into `<outDir>/ssr/`, so whatever ships the browser build (the deploy command
 * copies a remote's whole dist) ships the server build with it.
 *
 * The shared singletons stay imports in the server build (one React, one router, one query client library...
 * for the whole server-side tree, as in the browser): third-party ones are resolved from the server's own
 * node_modules; `shared-api` and `shared-ui` from the shell's server build, which bundles them and re-exports
 * them as `shared-api.ssr.mjs` and `shared-ui.ssr.mjs` (the browser takes them from the shell too).
 */
const WORKSPACE: readonly string[] = [...WORKSPACE_SINGLETONS, 'shared-api/schemas', 'shared-ui/form'];
const THIRD_PARTY = [
  ...Object.keys(sharedSingletons).filter((name) => !WORKSPACE.includes(name)),
  ...FORM_KIT.filter((name) => !WORKSPACE.includes(name)),
];

/** Whether an import stays an import in a server build; the shell bundles shared-api and shared-ui itself. */
export function isSsrExternal(id: string, workspacePackages: boolean): boolean {
  if (THIRD_PARTY.some((name) => id === name || id.startsWith(`${name}/`))) return true;
  return workspacePackages && WORKSPACE.includes(id);
}

type Options = {
  /** The module the server imports: the shell's renderer, or the remote's `./App`. */
  entry: string;
  /** More entries named by file (the shell's re-exports of shared-api and shared-ui). */
  extraEntries?: Record<string, string>;
  /** true for a remote: shared-api and shared-ui come from the shell's server build. */
  externalWorkspacePackages: boolean;
};

export function ssrBuildPlugin(options: Options): Plugin {
  let root = '';
  let outDir = '';
  let mode = 'production';
  let skip = false;
  return {
    name: 'portal-ssr-build',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.mode;
      skip = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (skip) return;
      await build({
        configFile: false,
        root,
        mode,
        logLevel: 'warn',
        plugins: [react()],
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: true,
          outDir: path.join(outDir, SSR_DIR),
          emptyOutDir: true,
          copyPublicDir: false,
          target: 'node20',
          minify: false,
          rollupOptions: {
            input: { entry: options.entry, ...options.extraEntries },
            external: (id) => isSsrExternal(id, options.externalWorkspacePackages),
            output: {
              format: 'es',
              entryFileNames: `[name]${SSR_SUFFIX}`,
              chunkFileNames: `chunks/[name]-[hash]${SSR_SUFFIX}`,
            },
          },
        },
      });
    },
  };
}
